import './fonts/fonts.css';
import './theme/global.css';

export {
  vars,
  darkTheme,
  lightTheme,
  breakpoints,
  media,
  tint,
  underHeader,
  stickyUnderHeader,
  hairlineGrid,
  pillSurface,
  backdropHost,
  backdropLayer,
  textLink,
  pillLink,
  stretchedLink,
} from './theme';
export { DefaultLink } from './internal/DefaultLink';
export { isExternalHref, NEW_TAB_HINT } from './internal/link';
export type { LinkComponent, LinkRenderProps } from './internal/link';
export { extendedFontFiles, fontFiles, fontSubset, unicodeRange } from './fonts';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonStyleProps } from './Button';
export { Container } from './Container';
export type { ContainerProps } from './Container';
export { Section } from './Section';
export type { SectionProps } from './Section';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Grid, gridColumns } from './Grid';
export type { GridProps, ResponsiveColumns, GridColumnCounts } from './Grid';
export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './Heading';
export { Text, caption, figureLabel, figures, overline } from './Text';
export type { TextProps } from './Text';
export { Eyebrow } from './Eyebrow';
export type { EyebrowProps } from './Eyebrow';
export { Card, cardSurface } from './Card';
export type { CardProps } from './Card';
export { FeatureCard } from './FeatureCard';
export type { FeatureCardProps } from './FeatureCard';
export { StatTile } from './StatTile';
export type { StatTileProps } from './StatTile';
export { StatRow } from './StatRow';
export type { StatRowProps, StatRowItem } from './StatRow';
export { IconBadge } from './IconBadge';
export type { IconBadgeProps } from './IconBadge';
export { StepNumber } from './StepNumber';
export type { StepNumberProps } from './StepNumber';
export { ChipList } from './ChipList';
export type { ChipListProps } from './ChipList';
export { CheckList } from './CheckList';
export type { CheckListProps } from './CheckList';
export { InfoCard } from './InfoCard';
export type { InfoCardProps } from './InfoCard';
export { Byline } from './Byline';
export type { BylineProps } from './Byline';
export { CaseStudy } from './CaseStudy';
export type { CaseStudyLabels, CaseStudyOutcome, CaseStudyProps } from './CaseStudy';
export { LedgerList } from './LedgerList';
export type { LedgerListProps, LedgerRow } from './LedgerList';
export { LensMotif, lensFocus, lensRatio } from './LensMotif';
export type { LensMotifProps, LensProportion } from './LensMotif';
export { MotifSeam } from './MotifSeam';
export type { MotifSeamProps } from './MotifSeam';
export { CtaBand } from './CtaBand';
export type { CtaBandProps, CtaBandVariant } from './CtaBand';
export { TimeScale } from './TimeScale';
export type { TimeScaleItem, TimeScaleProps } from './TimeScale';
export { MotifBand } from './MotifBand';
export type { MotifBandProps } from './MotifBand';
export { StepIndex } from './StepIndex';
export type { StepIndexItem, StepIndexProps } from './StepIndex';
export { Statement } from './Statement';
export type { StatementProps } from './Statement';
export { WorkCard } from './WorkCard';
export type { WorkCardProps } from './WorkCard';
export { Picture } from './Picture';
export type { PictureProps, PictureSource, ResponsiveImage } from './Picture';
export { Testimonial } from './Testimonial';
export type { TestimonialProps } from './Testimonial';
export { SvgIcon } from './SvgIcon';
export type { SvgIconProps } from './SvgIcon';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
export { Notice } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
export { HoneypotField } from './HoneypotField';
export type { HoneypotFieldProps } from './HoneypotField';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export { Reveal } from './Reveal';
export type { RevealProps } from './Reveal';
export type { NavLinkItem } from './internal/nav';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type {
  AccordionProps,
  AccordionSingleProps,
  AccordionMultipleProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './Accordion';
export { Fold } from './Fold';
export type { FoldProps } from './Fold';
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { ErrorBoundary, ComponentErrorFallback, PageErrorFallback } from './ErrorBoundary';
export type {
  ErrorBoundaryProps,
  ErrorFallbackRenderProps,
  ComponentErrorFallbackProps,
  PageErrorFallbackProps,
} from './ErrorBoundary';
export { ScrollProgress } from './ScrollProgress';
export type { ScrollProgressProps } from './ScrollProgress';
export { CursorFollower } from './CursorFollower';
export type { CursorFollowerProps } from './CursorFollower';
export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps } from './MobileMenu';
export { SiteHeader } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps, SiteFooterColumn } from './SiteFooter';
export { LinkTile } from './LinkTile';
export type { LinkTileProps } from './LinkTile';
export { gradientText } from './theme/gradient-text';
