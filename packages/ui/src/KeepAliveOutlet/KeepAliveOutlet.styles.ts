import { styled } from '../internal/styled';

export const Root = styled.div`
  display: contents;
`;
