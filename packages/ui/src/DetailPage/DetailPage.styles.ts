import { styled, vars } from '../internal/styled';
import { buttonBase } from '../Button/Button.styles';
import { Block } from '../Skeleton/Skeleton.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color.fg.default};
`;

/** The summary under the header: the Descriptions on a surface. */
export const Summary = styled.section`
  padding: ${vars.space[4]} ${vars.space[6]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;

/** Loading stand-in for the summary: label and value bars in the summary's grid. */
export const SummarySkeleton = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--bc-detail-page-columns, 3), minmax(0, 1fr));
  gap: ${vars.space[3]} ${vars.space[6]};
`;

export const TabsArea = styled.div`
  min-width: 0;
`;

export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 18px;
  padding: 0 ${vars.space[1.5]};
  box-sizing: border-box;
  border-radius: ${vars.radius.full};
  background: ${vars.color.neutral.subtleBg};
  color: ${vars.color.neutral.subtleFg};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

/** A back link that looks like a secondary button, for the error and not-found results. */
export const LinkButton = styled.a`
  ${buttonBase}
  text-decoration: none;
`;

/** The title's skeleton: a Skeleton bar that may sit inside the h1 (a span, not a div). */
export const TitleSkeleton = styled(Block)`
  --bc-skeleton-height: 24px;
  --bc-skeleton-bg: ${vars.color.bg.muted};

  display: inline-block;
  width: min(240px, 60vw);
  vertical-align: middle;
`;
