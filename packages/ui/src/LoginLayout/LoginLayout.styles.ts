import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 5fr) minmax(420px, 6fr);
  min-height: 100vh;
  background: ${vars.color.bg.canvas};
  color: ${vars.color.fg.default};

  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export const Showcase = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[6]};
  padding: ${vars.space[10]} ${vars.space[8]};
  background:
    radial-gradient(circle at 20% 20%, rgb(255 255 255 / 0.18), transparent 45%),
    linear-gradient(135deg, #1d4ed8 0%, #2563eb 45%, #0ea5e9 100%);
  color: #fff;

  [data-variant='cutShadow'] > & {
    background:
      radial-gradient(circle at 80% 10%, rgb(255 255 255 / 0.16), transparent 40%),
      linear-gradient(160deg, #1e1b4b 0%, #5b21b6 55%, #db2777 100%);
  }
  @media (max-width: 900px) {
    padding: ${vars.space[6]};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};
`;

export const Tagline = styled.p`
  max-width: 26em;
  margin: 0;
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};

  @media (max-width: 900px) {
    font-size: ${vars.font.size.xl};
  }
`;

export const Side = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[6]};
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 400px;
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  box-shadow: ${vars.shadow.md};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.semibold};
`;

export const Footer = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  text-align: center;
`;
