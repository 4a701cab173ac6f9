import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import {
  createContext,
  forwardRef,
  useContext,
  type ComponentPropsWithoutRef,
  type ComponentRef,
} from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

const tabsList = cva('', { variants: { variant: styles.list }, defaultVariants: { variant: 'line' } });
const tabsTrigger = cva(focusRing, {
  variants: { variant: styles.trigger },
  defaultVariants: { variant: 'line' },
});

const VariantContext = createContext<TabsVariant>('line');

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Root> {
  /** `line`: an accent underline under the active tab. `pill`: the active tab is a filled pill. */
  variant?: TabsVariant;
}

/** Tabs with the arrow keys following the provider's direction (ArrowLeft is "next" in Arabic). */
const Root = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsRootProps>(function TabsRoot(
  { variant = 'line', className, ...rest },
  ref,
) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.Root ref={ref} className={cx(styles.root, className)} data-variant={variant} {...rest} />
    </VariantContext.Provider>
  );
});
Root.displayName = 'Tabs.Root';

export type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;

/** The row of tabs; give it an `aria-label` when no heading names the tab set. */
const List = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  const variant = useContext(VariantContext);
  return <TabsPrimitive.List ref={ref} className={cx(tabsList({ variant }), className)} {...rest} />;
});
List.displayName = 'Tabs.List';

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;

/** One tab; `value` pairs it with its `Tabs.Content`. */
const Trigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={cx(tabsTrigger({ variant }), className)}
      data-variant={variant}
      {...rest}
    />
  );
});
Trigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

/** The panel shown while its tab is active; focusable so keyboard users can reach it from the tab. */
const Content = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={cx(styles.content, focusRing, className)} {...rest} />;
});
Content.displayName = 'Tabs.Content';

/** Tabs: `Tabs.Root` > `Tabs.List` > `Tabs.Trigger`, and one `Tabs.Content` per value. */
export const Tabs = { Root, List, Trigger, Content };
