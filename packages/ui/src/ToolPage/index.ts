export { ToolPage } from './ToolPage';
export type { ToolPageProps } from './ToolPage';
