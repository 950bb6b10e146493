import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { pagesCatalogues } from '../i18n/messages/pages';
import { StatusPage } from '../internal/StatusPage';
import { Card, CardDescription, CardIcon, CardName, CardState, Empty, List } from './ChooseSystem.styles';

/** A system (module of the permission menu, or another product version) the user may open. */
export interface SystemChoice {
  key: string;
  name: string;
  description?: string;
  /** A decorative icon or logo. */
  icon?: ReactNode;
  /** Listed but not enabled for this brand. */
  disabled?: boolean;
}

export interface ChooseSystemProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The systems the account may open, one card each; an empty list shows the no-permission message. */
  systems: readonly SystemChoice[];
  /** Called with the system whose card was clicked (disabled ones cannot be). */
  onChoose?: (system: SystemChoice) => void;
  /** Offer "log out" (always useful when there is nothing to choose). */
  onLogout?: () => void;
}

/**
 * The /choice_system page: after sign-in, when there is no first menu page to go to, the user
 * chooses which system to open. With nothing to choose it says so (no menu permission, contact the
 * administrator) and offers to log out.
 */
export function ChooseSystem({ systems, onChoose, onLogout, ...rest }: ChooseSystemProps) {
  const t = useUiTranslate(pagesCatalogues);
  const empty = systems.length === 0;
  return (
    <StatusPage
      data-component="ChooseSystem"
      title={t('chooseSystem.title')}
      description={empty ? null : t('chooseSystem.description')}
      body={
        empty ? (
          <Empty role="status">{t('chooseSystem.empty')}</Empty>
        ) : (
          <List aria-label={t('chooseSystem.title')}>
            {systems.map((system) => (
              <li key={system.key}>
                <Card type="button" data-part="System" disabled={system.disabled} onClick={() => onChoose?.(system)}>
                  {system.icon ? <CardIcon aria-hidden="true">{system.icon}</CardIcon> : null}
                  <CardName>{system.name}</CardName>
                  {system.description ? <CardDescription>{system.description}</CardDescription> : null}
                  {system.disabled ? <CardState>{t('chooseSystem.disabled')}</CardState> : null}
                </Card>
              </li>
            ))}
          </List>
        )
      }
      actions={
        onLogout ? (
          <Button variant="ghost" onClick={onLogout}>
            {t('chooseSystem.logout')}
          </Button>
        ) : null
      }
      {...rest}
    />
  );
}
