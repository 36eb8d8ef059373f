import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { SvgIcon } from '../SvgIcon/SvgIcon';
import { useControllableState } from '../internal/use-controllable-state';
import { useHydrated } from '../internal/use-hydrated';
import * as styles from './Accordion.css';

/** Heading levels an accordion trigger can sit in. */
export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

interface AccordionBaseProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** `AccordionItem`s. */
  children: ReactNode;
  /**
   * Heading level of every trigger's heading (a trigger can override it).
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  /**
   * Visual style: `separated` cards (default) or a `flush` list divided by hairlines.
   * @default 'separated'
   */
  variant?: 'separated' | 'flush';
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** One item open at a time: opening an item closes the others. */
export interface AccordionSingleProps extends AccordionBaseProps {
  /** `single`: opening one item closes the others. */
  type: 'single';
  /** The open item's value (controlled); `''` means none open. */
  value?: string;
  /** The item open at first (uncontrolled). Default none. */
  defaultValue?: string;
  /** Called with the open item's value (`''` when all closed). */
  onValueChange?: (value: string) => void;
  /**
   * Whether the open item can be closed again, leaving none open.
   * @default true
   */
  collapsible?: boolean;
}

/** Any number of items open: each toggles independently. */
export interface AccordionMultipleProps extends AccordionBaseProps {
  /** `multiple`: each item toggles independently. */
  type: 'multiple';
  /** The open items' values (controlled). */
  value?: string[];
  /** The items open at first (uncontrolled). Default none. */
  defaultValue?: string[];
  /** Called with the open items' values. */
  onValueChange?: (value: string[]) => void;
  collapsible?: never;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

interface AccordionContextValue {
  /** False in the prerendered HTML and while hydrating: items are native `<details>`. */
  enhanced: boolean;
  /** Shared `name` of the native items of a single accordion (one open at a time). */
  groupName: string | undefined;
  openValues: string[];
  toggle: (value: string) => void;
  open: (value: string) => void;
  /** Whether an open item may be closed by its trigger. */
  canClose: boolean;
  headingLevel: AccordionHeadingLevel;
  variant: 'separated' | 'flush';
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

interface ItemContextValue {
  value: string;
  isOpen: boolean;
  disabled: boolean;
  triggerId: string;
  contentId: string;
}

const ItemContext = createContext<ItemContextValue | null>(null);

function useAccordion(part: string): AccordionContextValue {
  const ctx = use(AccordionContext);
  if (!ctx) throw new Error(`<${part}> must be used inside <Accordion>.`);
  return ctx;
}

function useItem(part: string): ItemContextValue {
  const ctx = use(ItemContext);
  if (!ctx) throw new Error(`<${part}> must be used inside <AccordionItem>.`);
  return ctx;
}

const EMPTY: string[] = [];

/**
 * A vertically stacked set of headings that each reveal a panel of content (WAI-ARIA APG accordion).
 * Keyboard: Enter/Space toggle; Arrow Up/Down, Home and End move between triggers.
 *
 * Before JavaScript runs (prerendered HTML, hydration), each item is a native `<details>` with its
 * heading in the `<summary>` (single accordions share a `name`, so one is open at a time): answers
 * open without scripts and find-in-page reveals them. Once hydrated, the items become the APG
 * buttons and regions, starting with whatever the visitor opened meanwhile.
 */
export function Accordion(props: AccordionProps) {
  if (props.type === 'multiple') return <AccordionMultiple {...props} />;
  return <AccordionSingle {...props} />;
}

function AccordionSingle({
  value,
  defaultValue = '',
  onValueChange,
  collapsible = true,
  type: _type,
  ...rest
}: AccordionSingleProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const openValues = useMemo(() => (current ? [current] : EMPTY), [current]);
  const toggle = useCallback(
    (item: string) => {
      if (item === current) {
        if (collapsible) setCurrent('');
      } else setCurrent(item);
    },
    [current, collapsible, setCurrent],
  );
  const open = useCallback((item: string) => setCurrent(item), [setCurrent]);
  const sync = (values: string[]) => setCurrent(values[0] ?? '');
  return (
    <AccordionRoot
      {...rest}
      single
      openValues={openValues}
      toggle={toggle}
      open={open}
      sync={sync}
      canClose={collapsible}
    />
  );
}

function AccordionMultiple({
  value,
  defaultValue = EMPTY,
  onValueChange,
  type: _type,
  collapsible: _collapsible,
  ...rest
}: AccordionMultipleProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const toggle = useCallback(
    (item: string) =>
      setCurrent(current.includes(item) ? current.filter((v) => v !== item) : [...current, item]),
    [current, setCurrent],
  );
  const open = useCallback(
    (item: string) => {
      if (!current.includes(item)) setCurrent([...current, item]);
    },
    [current, setCurrent],
  );
  return (
    <AccordionRoot
      {...rest}
      openValues={current}
      toggle={toggle}
      open={open}
      sync={setCurrent}
      canClose
    />
  );
}

type AccordionRootProps = AccordionBaseProps &
  Omit<AccordionContextValue, 'headingLevel' | 'variant' | 'enhanced' | 'groupName'> & {
    single?: boolean;
    /** Takes over the values of the native items open at hydration. */
    sync: (values: string[]) => void;
  };

function AccordionRoot({
  single = false,
  sync,
  openValues,
  toggle,
  open,
  canClose,
  headingLevel = 3,
  variant = 'separated',
  className,
  children,
  ref,
  ...rest
}: AccordionRootProps) {
  const enhanced = useHydrated();
  const name = useId();
  const groupName = single ? name : undefined;
  const context = useMemo(
    () => ({ enhanced, groupName, openValues, toggle, open, canClose, headingLevel, variant }),
    [enhanced, groupName, openValues, toggle, open, canClose, headingLevel, variant],
  );

  // At hydration (the native items are still there), keep what the visitor opened or closed.
  const rootRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (enhanced || !root) return;
    const items = Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-value]'));
    const values = items
      .filter((item) => item.closest('[data-accordion-root]') === root && item.open)
      .map((item) => item.dataset.value!);
    if (values.join('\n') !== openValues.join('\n')) sync(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const setRefs = (el: HTMLDivElement | null) => {
    rootRef.current = el;
    if (typeof ref === 'function') return ref(el);
    if (ref) ref.current = el;
  };

  return (
    <AccordionContext value={context}>
      <div
        {...rest}
        ref={setRefs}
        data-accordion-root=""
        className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </AccordionContext>
  );
}

export interface AccordionItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Unique value identifying the item within its accordion. */
  value: string;
  /** Disables the item's trigger. */
  disabled?: boolean;
  /** An `AccordionTrigger` and an `AccordionContent`. */
  children: ReactNode;
  /** Ref to the item element. */
  ref?: Ref<HTMLDivElement>;
}

/** One heading + panel pair. */
export function AccordionItem({
  value,
  disabled = false,
  className,
  children,
  ref,
  ...rest
}: AccordionItemProps) {
  const { openValues, variant, enhanced, groupName } = useAccordion('AccordionItem');
  const isOpen = openValues.includes(value);
  const id = useId();
  const item = useMemo(
    () => ({ value, isOpen, disabled, triggerId: `${id}-trigger`, contentId: `${id}-content` }),
    [value, isOpen, disabled, id],
  );
  const shared = {
    'data-state': isOpen ? 'open' : 'closed',
    className: [styles.item({ variant }), className].filter(Boolean).join(' '),
    children,
  };
  return (
    <ItemContext value={item}>
      {enhanced ? (
        <div {...rest} ref={ref} data-disabled={disabled ? '' : undefined} {...shared} />
      ) : (
        <details name={groupName} open={isOpen} data-value={value} {...shared} />
      )}
    </ItemContext>
  );
}

/** APG optional keys: move focus between this accordion's triggers (not those of a nested one). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const current = event.currentTarget;
  const root = current.closest('[data-accordion-root]');
  if (!root) return;
  const triggers = Array.from(
    root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'),
  ).filter((el) => el.closest('[data-accordion-root]') === root && !el.disabled);
  const index = triggers.indexOf(current);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || index < 0) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export interface AccordionTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** The heading text. */
  children: ReactNode;
  /** Heading level for this trigger; defaults to the accordion's `headingLevel`. */
  headingLevel?: AccordionHeadingLevel;
  /** Class for the heading element that wraps the button. */
  headingClassName?: string;
  /** Ref to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** The item's heading: a button inside a heading element, with `aria-expanded` and `aria-controls`. */
export function AccordionTrigger({
  children,
  headingLevel,
  headingClassName,
  className,
  onClick,
  onKeyDown,
  ref,
  ...rest
}: AccordionTriggerProps) {
  const accordion = useAccordion('AccordionTrigger');
  const item = useItem('AccordionTrigger');
  const Heading = `h${headingLevel ?? accordion.headingLevel}` as const;
  // APG: an open panel that cannot be collapsed marks its button aria-disabled.
  const locked = item.isOpen && !accordion.canClose;
  const chevron = (
    <SvgIcon className={styles.chevron} width="20" height="20">
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
  if (!accordion.enhanced) {
    return (
      <summary
        id={item.triggerId}
        className={[styles.heading, styles.triggerBox, styles.summary, className]
          .filter(Boolean)
          .join(' ')}
      >
        <Heading className={[styles.summaryHeading, headingClassName].filter(Boolean).join(' ')}>
          <span className={styles.triggerLabel}>{children}</span>
        </Heading>
        {chevron}
      </summary>
    );
  }
  return (
    <Heading className={[styles.heading, headingClassName].filter(Boolean).join(' ')}>
      <button
        {...rest}
        ref={ref}
        type="button"
        id={item.triggerId}
        aria-expanded={item.isOpen}
        aria-controls={item.contentId}
        aria-disabled={locked || undefined}
        disabled={item.disabled}
        data-state={item.isOpen ? 'open' : 'closed'}
        data-accordion-trigger=""
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
      >
        <span className={styles.triggerLabel}>{children}</span>
        {chevron}
      </button>
    </Heading>
  );
}

export interface AccordionContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The panel content. It is always in the HTML, hidden while closed. */
  children: ReactNode;
  /** Ref to the region element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The item's panel: `role="region"` labelled by its trigger. While closed it stays in the DOM with
 * `hidden="until-found"`, so prerendered HTML holds the text and find-in-page can reveal it.
 */
export function AccordionContent({ children, className, ref, ...rest }: AccordionContentProps) {
  const accordion = useAccordion('AccordionContent');
  const item = useItem('AccordionContent');
  const regionRef = useRef<HTMLDivElement | null>(null);
  const { isOpen, value } = item;
  const { open: openItem, enhanced } = accordion;

  // React renders `hidden` as a boolean; upgrade it to "until-found" on the client, and open the
  // item when the browser's find-in-page reveals a match inside it.
  useLayoutEffect(() => {
    const el = regionRef.current;
    if (!el) return;
    if (enhanced && !isOpen) el.setAttribute('hidden', 'until-found');
    const onBeforeMatch = () => openItem(value);
    el.addEventListener('beforematch', onBeforeMatch);
    return () => el.removeEventListener('beforematch', onBeforeMatch);
  }, [enhanced, isOpen, openItem, value]);

  const setRefs = useCallback(
    (el: HTMLDivElement | null) => {
      regionRef.current = el;
      if (typeof ref === 'function') return ref(el);
      if (ref) ref.current = el;
    },
    [ref],
  );

  // Before hydration the region sits inside a native <details>: the browser hides it while closed
  // and find-in-page opens it.
  return (
    <div
      {...rest}
      ref={setRefs}
      id={item.contentId}
      role={enhanced ? 'region' : undefined}
      aria-labelledby={enhanced ? item.triggerId : undefined}
      hidden={enhanced && !isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      className={[styles.content, className].filter(Boolean).join(' ')}
    >
      <div className={styles.contentInner}>{children}</div>
    </div>
  );
}
