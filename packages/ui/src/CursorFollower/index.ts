export { CursorFollower } from './CursorFollower';
export type { CursorFollowerProps } from './CursorFollower';
