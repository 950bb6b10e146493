import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled, vars } from './styled';

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 100vh;
  padding: ${vars.space[8]} ${vars.space[4]};
  background: ${vars.color.bg.canvas};
  color: ${vars.color.fg.default};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: 520px;
  text-align: center;
`;

const Illustration = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  height: 72px;
  padding: 0 ${vars.space[3]};
  border-radius: 36px;
  background: ${vars.color.neutral.subtleBg};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};

  &[data-tone='danger'] {
    background: ${vars.color.danger.subtleBg};
    color: ${vars.color.danger.subtleFg};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warning.subtleBg};
    color: ${vars.color.warning.subtleFg};
  }
  &[data-tone='accent'] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
  }
`;

const Title = styled.h1`
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

const Description = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  align-self: stretch;
  margin-top: ${vars.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[3]};
`;

export type StatusPageTone = 'neutral' | 'accent' | 'warning' | 'danger';

export interface StatusPageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  'data-component': string;
  tone?: StatusPageTone;
  /** A decorative picture or short code (such as 404) above the title. */
  illustration?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Whatever goes between the description and the actions (a list, a form, details). */
  body?: ReactNode;
  actions?: ReactNode;
}

/** The centred, whole-page layout shared by the sign-in status pages (tip, SSO, 404, loading…). */
export function StatusPage({
  tone = 'neutral',
  illustration,
  title,
  description,
  body,
  actions,
  children,
  ...rest
}: StatusPageProps) {
  return (
    <Root {...rest}>
      <Panel data-part="Panel">
        {illustration ? (
          <Illustration data-part="Illustration" data-tone={tone} aria-hidden="true">
            {illustration}
          </Illustration>
        ) : null}
        {title ? <Title data-part="Title">{title}</Title> : null}
        {description ? <Description data-part="Description">{description}</Description> : null}
        {body ? <Body data-part="Body">{body}</Body> : null}
        {children}
        {actions ? <Actions data-part="Actions">{actions}</Actions> : null}
      </Panel>
    </Root>
  );
}
