import { useId } from 'react';
import { Button } from '../../Button/Button';
import type { AlignEdge } from '../model';
import { ButtonRow, Group, PanelRoot, PanelTitle } from './panels.styles';
import { useCoverTranslate } from './shared';
import type { CoverPanelProps } from './types';

export type ArrangePanelProps = CoverPanelProps;

const EDGES: readonly AlignEdge[] = ['left', 'centerX', 'right', 'top', 'centerY', 'bottom'];
const ORDER = ['forward', 'backward', 'front', 'back'] as const;

/**
 * Alignment (to the canvas for one object, to the selection's box for several), distribution
 * (three or more objects) and stacking order of the selection.
 */
export function ArrangePanel({ selection, onCommand }: ArrangePanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const ids = [...selection];
  const none = ids.length === 0;
  return (
    <PanelRoot data-component="CoverArrangePanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.arrange.title')}</PanelTitle>
      <Group>
        <legend>{t(ids.length > 1 ? 'coverEditor.arrange.alignSelection' : 'coverEditor.arrange.alignCanvas')}</legend>
        <ButtonRow>
          {EDGES.map((edge) => (
            <Button key={edge} size="sm" disabled={none} onClick={() => onCommand({ type: 'align', ids, edge })}>
              {t(`coverEditor.arrange.align.${edge}`)}
            </Button>
          ))}
        </ButtonRow>
      </Group>
      <Group>
        <legend>{t('coverEditor.arrange.distribute')}</legend>
        <ButtonRow>
          {(['horizontal', 'vertical'] as const).map((axis) => (
            <Button
              key={axis}
              size="sm"
              disabled={ids.length < 3}
              onClick={() => onCommand({ type: 'distribute', ids, axis })}
            >
              {t(`coverEditor.arrange.distribute.${axis}`)}
            </Button>
          ))}
        </ButtonRow>
      </Group>
      <Group>
        <legend>{t('coverEditor.arrange.order')}</legend>
        <ButtonRow>
          {ORDER.map((to) => (
            <Button key={to} size="sm" disabled={none} onClick={() => onCommand({ type: 'arrange', ids, to })}>
              {t(`coverEditor.arrange.order.${to}`)}
            </Button>
          ))}
        </ButtonRow>
      </Group>
    </PanelRoot>
  );
}
