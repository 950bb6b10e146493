import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import { CloseIcon } from '../internal/icons';
import type { TextInputSize } from '../TextInput/TextInput';
import { Counter, InnerInput } from '../TextInput/TextInput.styles';
import { scrollOptionIntoView } from '../TimeInput/scrollOption';
import { ListPanel, Option } from '../TimeInput/TimeInput.styles';
import { Box, Chip, ChipLabel, ChipList, ChipRemove, Message, Root } from './TagsInput.styles';

const EMPTY: string[] = [];
/** Typing or pasting one of these ends a tag, like Enter. */
const SEPARATORS = /[,，]/;

export interface TagsInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'type' | 'onChange' | 'onBlur' | 'maxLength'
> {
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
  /** The text input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled tags. */
  value?: string[];
  /** Initial tags when uncontrolled.
   * @default [] */
  defaultValue?: string[];
  /** Called with the new list whenever a tag is added or removed. */
  onValueChange?: (value: string[]) => void;
  /** Called when focus leaves the control (its input, tags and suggestions). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Most tags allowed; a live "3/10" counter shows the count. */
  maxTags?: number;
  /** Most characters in one tag. */
  maxTagLength?: number;
  /** Tags offered as the user types (those already added are left out). */
  suggestions?: readonly string[];
  /** Name for native form submission (one hidden input per tag). */
  name?: string;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
}

type Problem = { key: 'tagsInput.duplicate'; tag: string } | { key: 'tagsInput.tooLong' } | { key: 'tagsInput.full' };

const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A list of short text tags. Type and press Enter (or a comma) to add; Backspace in the empty input
 * removes the last tag; each tag has its own remove button. Tags are trimmed, duplicates are
 * refused (ignoring case), and `maxTags` and `maxTagLength` are enforced with a visible reason.
 * With `suggestions`, the input is a combobox: ArrowDown / ArrowUp move through the matching
 * suggestions and Enter adds the highlighted one. Additions and removals are announced politely.
 */
export function TagsInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = EMPTY,
  onValueChange,
  onBlur,
  maxTags,
  maxTagLength,
  suggestions,
  name,
  size = 'md',
  invalid,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  placeholder,
  onKeyDown,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TagsInputProps) {
  const t = useUiTranslate(inputsCatalogues);
  const [dataProps, rest] = splitDataProps(props);
  const control = useFormControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    invalid,
    required,
    disabled,
  });
  const [tags, setTags] = useControllableState<string[]>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [navigated, setNavigated] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const localInput = useRef<HTMLInputElement | null>(null);
  // The list element, as state: the portal mounts it a moment after opening, and scrolling waits for it.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement, []);
  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const counterId = `${control.id}-count`;
  const messageId = `${control.id}-message`;

  const locked = control.disabled || Boolean(readOnly);
  const full = maxTags !== undefined && tags.length >= maxTags;
  const tooLong = maxTagLength !== undefined && text.trim().length > maxTagLength;
  const query = text.trim();
  const matches = (suggestions ?? []).filter(
    (suggestion) =>
      !tags.some((tag) => sameTag(tag, suggestion)) &&
      suggestion.toLocaleLowerCase().includes(query.toLocaleLowerCase()),
  );
  const open = listOpen && !locked && matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);
  const showInvalid = control.invalid || tooLong;
  const problemText =
    problem?.key === 'tagsInput.duplicate'
      ? t(problem.key, { tag: problem.tag })
      : problem
        ? t(problem.key, { max: problem.key === 'tagsInput.full' ? (maxTags ?? 0) : (maxTagLength ?? 0) })
        : tooLong
          ? t('tagsInput.tooLong', { max: maxTagLength ?? 0 })
          : '';

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-part="TagRemove"]') ?? [];
    (buttons[index] ?? localInput.current)?.focus();
  }, [tags]);

  useEffect(() => {
    if (!open || !navigated) return;
    scrollOptionIntoView(listElement, document.getElementById(optionId(activeIndex)));
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, navigated, activeIndex, listElement]);

  const announce = (message: string) => setAnnouncement((prev) => ({ text: message, count: prev.count + 1 }));

  /** Adds the given texts in order; returns the text to leave in the input (the first refused one). */
  const add = (candidates: string[]): string => {
    const next = [...tags];
    const added: string[] = [];
    let leftover = '';
    let refused: Problem | null = null;
    for (const raw of candidates) {
      const tag = raw.trim();
      if (!tag) continue;
      if (next.some((existing) => sameTag(existing, tag))) {
        refused = { key: 'tagsInput.duplicate', tag };
      } else if (maxTagLength !== undefined && tag.length > maxTagLength) {
        refused = { key: 'tagsInput.tooLong' };
        leftover ||= tag;
      } else if (maxTags !== undefined && next.length >= maxTags) {
        refused = { key: 'tagsInput.full' };
        leftover ||= tag;
      } else {
        next.push(tag);
        added.push(tag);
      }
    }
    setProblem(refused);
    if (added.length > 0) {
      setTags(next);
      announce(added.map((tag) => t('tagsInput.added', { tag })).join('，'));
    }
    return leftover;
  };

  const remove = (index: number, { focusNext = false } = {}) => {
    const tag = tags[index];
    if (tag === undefined || locked) return;
    if (focusNext) focusAfterRemove.current = index;
    setTags(tags.filter((_, i) => i !== index));
    setProblem(null);
    announce(t('tagsInput.removed', { tag }));
  };

  const commitText = () => {
    setText(add([text]));
    setNavigated(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || locked || event.nativeEvent.isComposing) return;
    const { key } = event;
    if (key === 'Enter') {
      event.preventDefault();
      const suggestion = open && navigated ? matches[activeIndex] : undefined;
      if (suggestion !== undefined) {
        add([suggestion]);
        setText('');
        setNavigated(false);
        setListOpen(false);
      } else if (text.trim()) {
        commitText();
      }
    } else if (key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags.length - 1);
    } else if ((key === 'ArrowDown' || key === 'ArrowUp') && suggestions?.length) {
      event.preventDefault();
      if (!open) {
        setListOpen(true);
        setActive(key === 'ArrowDown' ? 0 : matches.length - 1);
        setNavigated(true);
      } else if (!navigated) {
        setNavigated(true);
        setActive(key === 'ArrowDown' ? 0 : matches.length - 1);
      } else {
        const delta = key === 'ArrowDown' ? 1 : -1;
        setActive(Math.min(matches.length - 1, Math.max(0, activeIndex + delta)));
      }
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      setListOpen(false);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || listElement?.contains(next))) return;
    setListOpen(false);
    onBlur?.(event);
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => setListOpen(next)}>
      <Root
        ref={rootRef}
        data-component="TagsInput"
        data-size={size}
        data-full={full || undefined}
        data-invalid={showInvalid || undefined}
        data-disabled={control.disabled || undefined}
        data-readonly={readOnly || undefined}
        className={className}
        style={style}
        onBlur={handleBlur}
        {...dataProps}
      >
        <Popover.Anchor asChild>
          <Box
            data-part="Control"
            data-size={size}
            data-invalid={showInvalid || undefined}
            data-disabled={control.disabled || undefined}
            data-readonly={readOnly || undefined}
            onMouseDown={(event) => {
              // A click on the box's empty space goes to the input.
              if (event.target === event.currentTarget) {
                event.preventDefault();
                localInput.current?.focus();
              }
            }}
          >
            {tags.length > 0 ? (
              <ChipList aria-label={t('tagsInput.list')} data-part="Tags">
                {tags.map((tag, index) => (
                  <Chip key={`${index}-${tag}`} data-part="Tag">
                    <ChipLabel data-part="TagLabel" title={tag}>
                      {tag}
                    </ChipLabel>
                    {locked ? null : (
                      <ChipRemove
                        type="button"
                        data-part="TagRemove"
                        aria-label={t('tagsInput.remove', { tag })}
                        onClick={() => remove(index, { focusNext: true })}
                      >
                        <CloseIcon size={12} />
                      </ChipRemove>
                    )}
                  </Chip>
                ))}
              </ChipList>
            ) : null}
            <InnerInput
              ref={localInput}
              data-part="Input"
              type="text"
              autoComplete="off"
              id={control.id}
              value={text}
              placeholder={placeholder ?? (tags.length === 0 ? t('tagsInput.placeholder') : undefined)}
              disabled={control.disabled}
              required={control.required && tags.length === 0}
              readOnly={readOnly}
              enterKeyHint="done"
              aria-invalid={showInvalid || undefined}
              aria-describedby={joinIds(
                control.describedBy,
                maxTags !== undefined && counterId,
                problemText && messageId,
              )}
              {...(suggestions
                ? {
                    role: 'combobox',
                    'aria-autocomplete': 'list' as const,
                    'aria-expanded': open,
                    'aria-controls': open ? listId : undefined,
                    'aria-activedescendant': open && navigated ? optionId(activeIndex) : undefined,
                  }
                : {})}
              onChange={(event) => {
                const next = event.target.value;
                setProblem(null);
                setNavigated(false);
                if (SEPARATORS.test(next)) {
                  const parts = next.split(SEPARATORS);
                  const tail = parts.pop() ?? '';
                  const leftover = add(parts);
                  setText(leftover ? `${leftover}${tail}` : tail);
                } else {
                  setText(next);
                }
                setListOpen(true);
              }}
              onKeyDown={handleKeyDown}
              {...rest}
            />
            {maxTags !== undefined ? (
              <Counter id={counterId} data-part="Counter">
                <span aria-hidden="true">
                  {tags.length}/{maxTags}
                </span>
                <VisuallyHidden>{t('tagsInput.count', { count: tags.length, max: maxTags })}</VisuallyHidden>
              </Counter>
            ) : null}
          </Box>
        </Popover.Anchor>
        <Message id={messageId} data-part="Message" aria-live="polite">
          {problemText}
        </Message>
        <VisuallyHidden aria-live="polite" data-part="Announcer">
          {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
        </VisuallyHidden>
        {name
          ? tags.map((tag, index) => <input key={`${index}-${tag}`} type="hidden" name={name} value={tag} />)
          : null}
      </Root>
      <Popover.Portal>
        <Popover.Content
          asChild
          role="listbox"
          id={listId}
          align="start"
          sideOffset={4}
          aria-label={t('tagsInput.suggestions')}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (rootRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <ListPanel ref={setListElement} data-component="TagsInput.Suggestions">
            {matches.map((suggestion, index) => (
              <Option
                key={suggestion}
                id={optionId(index)}
                role="option"
                data-part="Suggestion"
                aria-selected={navigated && index === activeIndex}
                data-active={(navigated && index === activeIndex) || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  setActive(index);
                  setNavigated(true);
                }}
                onClick={() => {
                  add([suggestion]);
                  setText('');
                  setNavigated(false);
                  setListOpen(false);
                  localInput.current?.focus();
                }}
              >
                {suggestion}
              </Option>
            ))}
          </ListPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
