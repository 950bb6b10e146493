import { focusRing, iconButton, styled, vars } from '../internal/styled';

/** The popover surface holding the calendar and its footer. */
export const Content = styled.div`
  z-index: ${vars.z.popover};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  box-shadow: ${vars.shadow.md};

  &:focus-visible {
    outline: none;
  }
`;

/** react-day-picker's markup (rdp-* class names) styled with the design tokens. */
export const CalendarRoot = styled.div`
  --bc-calendar-cell: 32px;

  & .rdp-root {
    position: relative;
  }
  & .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[5]};
  }
  & .rdp-month {
    position: relative;
  }
  & .rdp-nav {
    position: absolute;
    inset-inline: 0;
    top: 0;
    z-index: 1;
    display: flex;
    justify-content: space-between;
    height: 32px;
    pointer-events: none;
  }
  & .rdp-button_previous,
  & .rdp-button_next {
    ${iconButton}
    width: 28px;
    height: 28px;
    pointer-events: auto;
  }
  & .rdp-button_previous:disabled,
  & .rdp-button_next:disabled,
  & .rdp-button_previous[aria-disabled='true'],
  & .rdp-button_next[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  & .rdp-chevron {
    fill: currentColor;
  }
  & .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 28px;
    margin: 0 32px ${vars.space[1]};
    font-weight: ${vars.font.weight.semibold};
  }
  & .rdp-month_grid {
    border-collapse: collapse;
  }
  & .rdp-weekday {
    width: var(--bc-calendar-cell);
    height: 28px;
    padding: 0;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
  }
  & .rdp-day {
    width: var(--bc-calendar-cell);
    height: var(--bc-calendar-cell);
    padding: 1px 0;
    text-align: center;
  }
  & .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.fg.default};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  & .rdp-day_button:hover:not(:disabled) {
    background: ${vars.color.neutral.bgHover};
  }
  & .rdp-day_button:focus-visible {
    ${focusRing}
  }
  & .rdp-today .rdp-day_button {
    border-color: ${vars.color.accent.fg};
    color: ${vars.color.accent.fg};
  }
  & .rdp-outside .rdp-day_button {
    color: ${vars.color.fg.muted};
  }
  & .rdp-range_middle {
    background: ${vars.color.accent.subtleBg};
  }
  & .rdp-range_middle .rdp-day_button {
    color: ${vars.color.accent.subtleFg};
  }
  & .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    border-color: transparent;
    background: ${vars.color.accent.bg};
    color: ${vars.color.fg.onEmphasis};
  }
  & .rdp-range_start {
    background: linear-gradient(90deg, transparent 50%, ${vars.color.accent.subtleBg} 50%);
  }
  & .rdp-range_end {
    background: linear-gradient(90deg, ${vars.color.accent.subtleBg} 50%, transparent 50%);
  }
  & .rdp-range_start.rdp-range_end {
    background: transparent;
  }
  & .rdp-disabled .rdp-day_button {
    color: ${vars.color.fg.disabled};
    background: transparent;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  & .rdp-hidden {
    visibility: hidden;
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border.muted};
`;

export const TimeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  color: ${vars.color.fg.muted};

  & > [data-component='NumberInput'] {
    width: 56px;
  }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.fg.link};
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
    text-decoration: none;
  }
`;
