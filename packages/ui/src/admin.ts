/**
 * `@agency/ui/admin`: building blocks for staff tools (the /admin inbox). A separate entry with its own `admin.css`,
 * so public pages that import `@agency/ui` carry none of their code or styles.
 */
export { ActionBar } from './ActionBar';
export type { ActionBarProps } from './ActionBar';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentedControlItem } from './SegmentedControl';
export { DangerAction } from './DangerAction';
export type { DangerActionProps } from './DangerAction';
export { EmailAddress } from './EmailAddress';
export type { EmailAddressProps } from './EmailAddress';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { LinkList } from './LinkList';
export type { LinkListProps, LinkListItem } from './LinkList';
export { ListDetail, ListDetailBack } from './ListDetail';
export type { ListDetailProps, ListDetailBackProps } from './ListDetail';
export { MessageBody } from './MessageBody';
export type { MessageBodyProps } from './MessageBody';
export { MessageRow } from './MessageRow';
export type { MessageRowProps } from './MessageRow';
export { MetaList } from './MetaList';
export type { MetaListProps, MetaListItem } from './MetaList';
export { Panel } from './Panel';
export type { PanelProps } from './Panel';
export { ToolPage } from './ToolPage';
export type { ToolPageProps } from './ToolPage';
export { MessageList } from './MessageList';
export type { MessageListProps } from './MessageList';
export { SearchForm } from './SearchForm';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export type { SearchFormProps } from './SearchForm';
export { FinePrint } from './FinePrint';
export type { FinePrintProps } from './FinePrint';
