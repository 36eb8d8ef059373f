import type { HTMLAttributes, Ref } from 'react';

/** Props of components whose element is chosen with `as`: any HTML attributes, a ref to an HTMLElement. */
export type ElementProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
