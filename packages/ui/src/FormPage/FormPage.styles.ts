import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
  color: ${vars.color.fg.default};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** Submit and cancel stay in reach at the bottom of the viewport while the form scrolls. */
export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.z.sticky};
  /* Lined up with the sections' content (their border and padding). */
  padding: ${vars.space[3]} calc(${vars.space[5]} + 1px);
  border-top: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.surface};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[5]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const SectionDescription = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--bc-form-gap, ${vars.space[4]});
  min-width: 0;
`;
