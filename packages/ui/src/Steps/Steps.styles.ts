import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.ol`
  --bc-steps-icon-size: 24px;
  --bc-steps-line: ${vars.color.border.default};
  display: flex;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};

  &[data-orientation='vertical'] {
    flex-direction: column;
    gap: 0;
  }
`;

export const Item = styled.li`
  --bc-steps-accent: ${vars.color.fg.muted};
  position: relative;
  display: flex;
  flex: 1;
  gap: ${vars.space[2]};
  min-width: 0;
  overflow: hidden;

  &:last-child {
    flex: none;
  }
  &[data-status='process'] {
    --bc-steps-accent: ${vars.color.accent.bg};
  }
  &[data-status='finish'] {
    --bc-steps-accent: ${vars.color.accent.fg};
  }
  &[data-status='error'] {
    --bc-steps-accent: ${vars.color.danger.fg};
  }
  &[data-status='finish']:not(:last-child) {
    --bc-steps-line: ${vars.color.accent.bg};
  }

  [data-orientation='vertical'] > & {
    flex: none;
    padding-bottom: ${vars.space[5]};
  }
  [data-orientation='vertical'] > &:last-child {
    padding-bottom: 0;
  }
  /* The line down to the next step. */
  [data-orientation='vertical'] > &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(var(--bc-steps-icon-size) + ${vars.space[1]});
    bottom: ${vars.space[1]};
    left: calc(var(--bc-steps-icon-size) / 2);
    width: 1px;
    background: var(--bc-steps-line);
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--bc-steps-icon-size);
  height: var(--bc-steps-icon-size);
  border: 1px solid var(--bc-steps-accent);
  border-radius: ${vars.radius.full};
  color: var(--bc-steps-accent);
  font-size: ${vars.font.size.sm};
  line-height: 1;

  [data-status='process'] > & {
    background: ${vars.color.accent.bg};
    color: ${vars.color.fg.onEmphasis};
  }
  [data-status='wait'] > & {
    border-color: ${vars.color.border.strong};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
  padding-top: 1px;
`;

export const TitleRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: calc(var(--bc-steps-icon-size) - 2px);

  /* The line to the next step, filling the rest of the row. */
  [data-orientation='horizontal'] > li:not(:last-child) &::after {
    content: '';
    flex: 1;
    min-width: ${vars.space[4]};
    height: 1px;
    margin-left: ${vars.space[3]};
    background: var(--bc-steps-line);
  }
`;

export const Title = styled.span`
  color: ${vars.color.fg.default};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;

  [data-status='wait'] & {
    color: ${vars.color.fg.muted};
  }
  [data-status='error'] & {
    color: ${vars.color.danger.fg};
  }
`;

export const TitleButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: none;
  color: ${vars.color.fg.default};
  font: inherit;
  font-weight: ${vars.font.weight.medium};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${vars.color.fg.link};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Description = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;
