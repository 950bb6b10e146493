import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Command } from 'cmdk';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useDebouncedCallback, useLatest } from '../hooks/useDebouncedCallback';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../hooks/timing';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import { CheckIcon, ChevronDownIcon, CloseIcon, SearchIcon } from '../internal/icons';
import { InlineSpinner } from '../internal/Spinner';
import { Box, ChipRemove, ComboTrigger, Content, SearchBox } from '../Select/Select.styles';
import type { TextInputSize } from '../TextInput/TextInput';
import { IconButton } from '../TextInput/TextInput.styles';
import { MemberChip, MemberOption, RetryButton, Status, TriggerValue } from './MemberPicker.styles';

/** A brand member as the picker shows and reports it. */
export interface Member {
  /** The member's user id. */
  userId: number;
  /** Display name. */
  name: string;
  /** Photo URL; initials show without one. */
  avatarUrl?: string;
  /** Department, shown beside the name in the results. */
  department?: string;
}

/** What a search gets besides the query. */
export interface MemberSearchContext {
  /** Aborted when a newer search starts, the popover closes or the picker unmounts. */
  signal: AbortSignal;
}

/** Finds members matching the query (empty when the popover opens); reject to show the error state. */
export type MemberSearch = (query: string, context: MemberSearchContext) => Promise<Member[]>;

export interface MemberPickerBaseProps {
  /** Searches members: called at once with `''` when the popover opens, then debounced as the user types. */
  onSearch: MemberSearch;
  /** Wait after the last keystroke before searching, in ms.
   * @default MEMBER_SEARCH_DEBOUNCE_MS (500) */
  debounceMs?: number;
  /** Members shown but not selectable (e.g. already in the group), with `disabledReason` beside them. */
  disabledUserIds?: readonly number[];
  /** Why the `disabledUserIds` cannot be chosen.
   * @default '已添加' (Already added) */
  disabledReason?: string;
  /** Text shown when nobody is chosen.
   * @default '请选择成员' (Select members) */
  placeholder?: string;
  /** Placeholder and label of the search box.
   * @default '搜索成员姓名' (Search members by name) */
  searchPlaceholder?: string;
  /** Shows a clear button when someone is chosen.
   * @default true for multiple, false for single */
  clearable?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
  /** Disables the picker. */
  disabled?: boolean;
  /** Required for form submission. */
  required?: boolean;
  /** Name for native form submission (one hidden input per chosen member's `userId`). */
  name?: string;
  /** Id of the combobox button (a surrounding FormField supplies one). */
  id?: string;
  /** Accessible name when there is no FormField label. */
  'aria-label'?: string;
  /** Extra description ids for the combobox button. */
  'aria-describedby'?: string;
  /** Controlled open state of the popover. */
  open?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when focus leaves the picker (its field and popover). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Class name for the root element. */
  className?: string;
  /** Inline style for the root element. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
  /** Test id on the root element. */
  'data-testid'?: string;
}

export interface MemberPickerSingleProps extends MemberPickerBaseProps {
  /** Choose one member (default) or several. */
  multiple?: false;
  /** Controlled member; `null` when nobody is chosen. */
  value?: Member | null;
  /** Initial member when uncontrolled.
   * @default null */
  defaultValue?: Member | null;
  /** Called with the chosen member, or `null` when cleared. */
  onValueChange?: (value: Member | null) => void;
}

export interface MemberPickerMultipleProps extends MemberPickerBaseProps {
  /** Choose several members, shown as removable tags with avatars. */
  multiple: true;
  /** Controlled members. */
  value?: Member[];
  /** Initial members when uncontrolled.
   * @default [] */
  defaultValue?: Member[];
  /** Called with the chosen members. */
  onValueChange?: (value: Member[]) => void;
}

export type MemberPickerProps = MemberPickerSingleProps | MemberPickerMultipleProps;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; results: readonly Member[] }
  | { status: 'done'; results: readonly Member[] }
  | { status: 'error' };

const EMPTY: Member[] = [];
const chipAvatar = { '--bc-avatar-size': '16px' } as CSSProperties;

/**
 * Runs member searches: one at a time (a new one aborts the one before), debounced while typing,
 * with the latest `onSearch`. Results of an aborted or superseded search are dropped.
 */
function useMemberSearch(onSearch: MemberSearch, debounceMs: number) {
  const latest = useLatest(onSearch);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  const run = (query: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((prev) => ({ status: 'loading', results: prev.status === 'done' ? prev.results : [] }));
    let attempt: Promise<Member[]>;
    try {
      attempt = Promise.resolve(latest.current(query.trim(), { signal: current.signal }));
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt.then(
      (results) => {
        if (controller.current !== current) return;
        controller.current = null;
        setState({ status: 'done', results });
      },
      () => {
        if (controller.current !== current) return;
        controller.current = null;
        setState({ status: 'error' });
      },
    );
  };
  const debounced = useDebouncedCallback(run, debounceMs);

  const stop = () => {
    debounced.cancel();
    controller.current?.abort();
    controller.current = null;
    setState((prev) => (prev.status === 'idle' ? prev : { status: 'idle' }));
  };

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  return { state, run, debounced, stop };
}

/**
 * Chooses brand members, one or (`multiple`) several. The popover has a search box whose text is
 * sent to `onSearch` (debounced, 500 ms by default), aborting the search before it; it shows
 * loading, empty and error (with retry) states, and the results with avatar and department.
 * `disabledUserIds` are listed but not selectable, with a reason. The value is the member objects
 * themselves, so their names and avatars show without another lookup; chosen members appear as
 * removable tags (multiple) or in the field (single).
 */
export function MemberPicker(props: MemberPickerProps) {
  const {
    onSearch,
    debounceMs = MEMBER_SEARCH_DEBOUNCE_MS,
    disabledUserIds,
    disabledReason,
    placeholder,
    searchPlaceholder,
    size = 'md',
    invalid,
    disabled,
    required,
    name,
    id,
    open: openProp,
    onOpenChange,
    onBlur,
    className,
    style,
    ref,
    'aria-label': ariaLabel,
    'aria-describedby': describedByProp,
    'data-testid': testId,
  } = props;
  const multiple = props.multiple === true;
  const clearable = props.clearable ?? multiple;
  const t = useUiTranslate(inputsCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, invalid, required, disabled });
  const rootRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState('');
  const search = useMemberSearch(onSearch, debounceMs);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });

  // One state for both modes: a list of members (single mode holds at most one).
  const [members, setMembers] = useControllableState<Member[]>({
    value: props.multiple
      ? props.value
      : props.value === undefined
        ? undefined
        : props.value === null
          ? EMPTY
          : [props.value],
    defaultValue: props.multiple ? (props.defaultValue ?? EMPTY) : props.defaultValue ? [props.defaultValue] : EMPTY,
    onChange: (next) => {
      if (props.multiple) props.onValueChange?.(next);
      else props.onValueChange?.(next[0] ?? null);
    },
  });

  const chosenIds = new Set(members.map((member) => member.userId));
  const blocked = new Set(disabledUserIds ?? []);
  const reason = disabledReason ?? t('memberPicker.alreadyAdded');

  // Each opening starts from an empty query (a controlled `open` too).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setQuery('');
  }

  // Opening searches at once; closing stops any search.
  useEffect(() => {
    if (open) search.run('');
    else search.stop();
    // Only the open state drives this; run and stop read the latest props through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (control.disabled && next) return;
    setOpen(next);
  };

  const choose = (member: Member) => {
    if (blocked.has(member.userId)) return;
    if (multiple) {
      setMembers((prev) =>
        prev.some((m) => m.userId === member.userId)
          ? prev.filter((m) => m.userId !== member.userId)
          : [...prev, member],
      );
    } else {
      setMembers([member]);
      changeOpen(false);
    }
  };

  const remove = (member: Member) => {
    setMembers((prev) => prev.filter((m) => m.userId !== member.userId));
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      changeOpen(true);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || contentRef.current?.contains(next))) return;
    onBlur?.(event);
  };

  const { state } = search;
  const results = state.status === 'done' || state.status === 'loading' ? state.results : [];
  const view =
    state.status === 'done'
      ? results.length === 0
        ? 'empty'
        : 'results'
      : state.status === 'loading'
        ? 'loading'
        : state.status;
  const single = multiple ? undefined : members[0];

  // The highlighted member stays while it is listed; otherwise the first one that can be chosen
  // is highlighted, so Enter right after a search picks the top result.
  const firstChoosable = results.find((m) => !blocked.has(m.userId) || chosenIds.has(m.userId));
  const highlightedValue = results.some((m) => String(m.userId) === highlighted)
    ? highlighted
    : firstChoosable
      ? String(firstChoosable.userId)
      : '';
  const label = ariaLabel ?? placeholder ?? t('memberPicker.placeholder');
  const searchLabel = searchPlaceholder ?? t('memberPicker.search');

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <Box
          ref={(element: HTMLDivElement | null) => {
            rootRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          data-component="MemberPicker"
          data-multiple={multiple || undefined}
          data-state={open ? 'open' : 'closed'}
          data-size={size}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          className={className}
          style={style}
          data-testid={testId}
          onBlur={handleBlur}
        >
          {multiple
            ? members.map((member) => (
                <MemberChip key={member.userId} data-part="Chip">
                  <Avatar src={member.avatarUrl ?? null} name={member.name} size="sm" decorative style={chipAvatar} />
                  <span data-part="ChipLabel">{member.name}</span>
                  {control.disabled ? null : (
                    <ChipRemove
                      type="button"
                      data-part="ChipRemove"
                      aria-label={t('memberPicker.remove', { name: member.name })}
                      onClick={() => remove(member)}
                    >
                      <CloseIcon size={12} />
                    </ChipRemove>
                  )}
                </MemberChip>
              ))
            : null}
          <Popover.Trigger asChild>
            <ComboTrigger
              ref={triggerRef}
              type="button"
              role="combobox"
              id={control.id}
              data-part="Trigger"
              data-placeholder={members.length === 0 || undefined}
              aria-label={ariaLabel}
              // Radix sets aria-expanded, aria-controls and aria-haspopup="dialog": the popup is a
              // panel holding the search box and the results list.
              aria-invalid={control.invalid || undefined}
              aria-required={control.required || undefined}
              aria-describedby={control.describedBy}
              disabled={control.disabled}
              onKeyDown={onTriggerKeyDown}
            >
              {single ? (
                <TriggerValue data-part="Value">
                  <Avatar src={single.avatarUrl ?? null} name={single.name} size="sm" decorative style={chipAvatar} />
                  <span>{single.name}</span>
                </TriggerValue>
              ) : members.length === 0 ? (
                (placeholder ?? t('memberPicker.placeholder'))
              ) : null}
              {multiple && members.length > 0 ? (
                <VisuallyHidden>{t('memberPicker.selectedCount', { count: members.length })}</VisuallyHidden>
              ) : null}
            </ComboTrigger>
          </Popover.Trigger>
          {clearable && members.length > 0 && !control.disabled ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('memberPicker.clear')}
              onClick={() => {
                setMembers(EMPTY);
                triggerRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </IconButton>
          ) : null}
          <span data-part="Chevron" aria-hidden="true">
            <ChevronDownIcon size={14} />
          </span>
          {name ? members.map((m) => <input key={m.userId} type="hidden" name={name} value={m.userId} />) : null}
        </Box>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={label}
          onBlur={handleBlur}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLInputElement>('[cmdk-input]')?.focus();
          }}
        >
          <Content ref={contentRef} data-component="MemberPicker.Content" data-multiple={multiple || undefined}>
            <Command
              label={searchLabel}
              shouldFilter={false}
              loop
              value={highlightedValue}
              onValueChange={setHighlighted}
            >
              <SearchBox data-part="Search">
                <SearchIcon size={14} />
                <Command.Input
                  value={query}
                  onValueChange={(next) => {
                    setQuery(next);
                    search.debounced(next);
                  }}
                  placeholder={searchLabel}
                  aria-label={searchLabel}
                />
              </SearchBox>
              <Status role="status" data-part="Status" data-state={view}>
                {state.status === 'loading' ? (
                  <>
                    <InlineSpinner />
                    {t('memberPicker.loading')}
                  </>
                ) : null}
                {state.status === 'done' && results.length === 0 ? t('memberPicker.empty') : null}
                {state.status === 'done' && results.length > 0 ? (
                  <VisuallyHidden>{t('memberPicker.resultCount', { count: results.length })}</VisuallyHidden>
                ) : null}
                {state.status === 'error' ? (
                  <>
                    <span>{t('memberPicker.error')}</span>
                    <RetryButton type="button" data-part="Retry" onClick={() => search.run(query)}>
                      {t('memberPicker.retry')}
                    </RetryButton>
                  </>
                ) : null}
              </Status>
              <Command.List
                label={t('memberPicker.results')}
                data-part="List"
                aria-multiselectable={multiple || undefined}
                aria-busy={state.status === 'loading' || undefined}
              >
                {results.map((member) => {
                  const chosen = chosenIds.has(member.userId);
                  const isBlocked = blocked.has(member.userId) && !chosen;
                  return (
                    <Command.Item
                      key={member.userId}
                      value={String(member.userId)}
                      disabled={isBlocked}
                      onSelect={() => choose(member)}
                      data-part="Option"
                      data-checked={chosen || undefined}
                      aria-checked={multiple ? chosen : undefined}
                    >
                      <MemberOption>
                        <span data-part="Check">{chosen ? <CheckIcon size={14} /> : null}</span>
                        <Avatar src={member.avatarUrl ?? null} name={member.name} size="sm" decorative />
                        <span data-part="Name">{member.name}</span>
                        {member.department ? (
                          <>
                            <VisuallyHidden>{t('memberPicker.separator')}</VisuallyHidden>
                            <span data-part="Department">{member.department}</span>
                          </>
                        ) : null}
                        {isBlocked ? (
                          <>
                            <VisuallyHidden>{t('memberPicker.separator')}</VisuallyHidden>
                            <span data-part="Reason">{reason}</span>
                          </>
                        ) : null}
                      </MemberOption>
                    </Command.Item>
                  );
                })}
              </Command.List>
            </Command>
          </Content>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
