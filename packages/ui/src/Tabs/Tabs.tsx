import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { styled } from '../internal/styled';
import { contentStyles, listStyles, triggerStyles } from './Tabs.styles';

const StyledList = styled(RadixTabs.List)`
  ${listStyles}
`;
const StyledTrigger = styled(RadixTabs.Trigger)`
  ${triggerStyles}
`;
const StyledContent = styled(RadixTabs.Content)`
  ${contentStyles}
`;

export interface TabsRootProps extends ComponentPropsWithRef<typeof RadixTabs.Root> {
  /** The selected tab's `value` (controlled). */
  value?: string;
  /** The `value` of the tab selected first when uncontrolled. */
  defaultValue?: string;
  /** Called with the `value` of the tab the user selects (click, or arrow keys with automatic activation). */
  onValueChange?: (value: string) => void;
  /** Which arrow keys move between tabs: Left/Right for `horizontal`, Up/Down for `vertical`.
   * @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** `automatic` selects a tab as focus reaches it; `manual` waits for Enter or Space.
   * @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
  /** Use the single child element as the root instead of a `<div>`. */
  asChild?: boolean;
}

/** Tabs (Radix Tabs): `value`/`defaultValue`/`onValueChange`; arrow keys move between tabs, Home/End jump. */
export function Root(props: TabsRootProps) {
  return <RadixTabs.Root data-component="Tabs" {...props} />;
}

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Arrow keys wrap from the last tab to the first and back.
   * @default true */
  loop?: boolean;
  /** Use the single child element as the row instead of a `<div>`. */
  asChild?: boolean;
}

/** The row of tabs; give it an `aria-label` when the page has no heading for it. */
export function List(props: TabsListProps) {
  return <StyledList data-component="Tabs.List" {...props} />;
}

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof RadixTabs.Trigger> {
  /** Identifies the tab; the `Content` with the same `value` is its panel. */
  value: string;
  /** Shown dimmed; it cannot be selected and the arrow keys skip it. */
  disabled?: boolean;
  /** Use the single child element as the tab instead of a `<button>`. */
  asChild?: boolean;
}

/** One tab; `value` links it to its `Content`. */
export function Trigger(props: TabsTriggerProps) {
  return <StyledTrigger data-component="Tabs.Trigger" {...props} />;
}

export interface TabsContentProps extends ComponentPropsWithRef<typeof RadixTabs.Content> {
  /** The `value` of the tab this panel belongs to; it shows while that tab is selected. */
  value: string;
  /** Keep the panel mounted and shown while its tab is not selected (for animations); hide it by `data-state="inactive"`. */
  forceMount?: true;
  /** Use the single child element as the panel instead of a `<div>`. */
  asChild?: boolean;
}

/** The panel for the tab with the same `value`. */
export function Content(props: TabsContentProps) {
  return <StyledContent data-component="Tabs.Content" {...props} />;
}
