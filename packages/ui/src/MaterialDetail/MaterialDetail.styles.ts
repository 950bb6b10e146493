import { styled, vars } from '../internal/styled';

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${vars.space[5]};
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Stage = styled.figure`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 200px;
  max-height: 360px;
  margin: 0;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};

  & > img,
  & > video {
    display: block;
    max-width: 100%;
    max-height: 360px;
    object-fit: contain;
  }

  & > audio {
    width: calc(100% - ${vars.space[6]});
  }
`;

export const TextPreview = styled.pre`
  width: 100%;
  max-height: 360px;
  margin: 0;
  padding: ${vars.space[4]};
  overflow: auto;
  font-family: inherit;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg.default};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const FontSample = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
  padding: ${vars.space[4]};

  & > [data-part='Sample'] {
    font-size: 28px;
    line-height: ${vars.font.lineHeight.tight};
    color: ${vars.color.fg.default};
    overflow-wrap: anywhere;
  }

  & > [data-part='FontState'] {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.fg.muted};
  }
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg.default};
`;

export const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
`;

/** Scrolls the use log within 200 px; the table inside keeps its native semantics. */
export const LogScroller = styled.div`
  max-height: 200px;
  overflow: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
`;

export const LogTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${vars.font.size.sm};

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    border-bottom: 1px solid ${vars.color.border.muted};
    overflow-wrap: anywhere;
  }

  & th {
    position: sticky;
    top: 0;
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.fg.muted};
    background: ${vars.color.bg.subtle};
  }

  & tbody tr:last-child td {
    border-bottom: none;
  }

  & td[data-part='Empty'] {
    padding: ${vars.space[5]};
    text-align: center;
    color: ${vars.color.fg.muted};
  }
`;
