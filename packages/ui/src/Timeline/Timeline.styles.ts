import { styled, vars } from '../internal/styled';

export const Root = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
`;

/** One entry: the dot and its tail on the left, the text on the right. Tones are `data-tone` selectors. */
export const Item = styled.li`
  --bc-timeline-tone: ${vars.color.border.strong};

  position: relative;
  display: grid;
  grid-template-columns: 16px minmax(0, 1fr);
  column-gap: ${vars.space[3]};
  padding-bottom: ${vars.space[5]};

  &:last-child {
    padding-bottom: 0;
  }
  /* The tail: from under this dot to the next item's dot. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 18px;
    bottom: 0;
    left: 7px;
    width: 2px;
    background: ${vars.color.border.muted};
  }
  &[data-tone='info'] {
    --bc-timeline-tone: ${vars.color.accent.bg};
  }
  &[data-tone='success'] {
    --bc-timeline-tone: ${vars.color.success.bg};
  }
  &[data-tone='warning'] {
    --bc-timeline-tone: ${vars.color.warning.bg};
  }
  &[data-tone='danger'] {
    --bc-timeline-tone: ${vars.color.danger.bg};
  }
  &[data-pending] {
    --bc-timeline-tone: ${vars.color.accent.fg};
    color: ${vars.color.fg.muted};
  }
`;

export const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 12px;
  height: 12px;
  margin: 5px 2px 0;
  border: 2px solid var(--bc-timeline-tone);
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  color: var(--bc-timeline-tone);

  &[data-spinner] {
    width: 14px;
    height: 14px;
    margin: 4px 1px 0;
    border: 0;
    background: transparent;
    --bc-spinner-size: 14px;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
`;

export const Time = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const Title = styled.div`
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;
