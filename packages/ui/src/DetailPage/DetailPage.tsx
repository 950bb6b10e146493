import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Descriptions, type DescriptionsItem } from '../Descriptions/Descriptions';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { PageHeader, type PageHeaderBack } from '../PageHeader/PageHeader';
import { Result } from '../Result/Result';
import { Skeleton } from '../Skeleton/Skeleton';
import * as Tabs from '../Tabs/Tabs';
import { Count, LinkButton, Root, Summary, SummarySkeleton, TabsArea, TitleSkeleton } from './DetailPage.styles';

/** One tab of related records under the summary. */
export interface DetailPageTab {
  /** Stable key; the value of `tab` / `onTabChange`. */
  key: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel: usually a table or list of related records. */
  content: ReactNode;
  /** A count shown beside the label, e.g. the number of related records. */
  count?: number;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface DetailPageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The record's name: the page's h1. */
  title?: ReactNode;
  /** A status beside the title, usually a `StatusTag`. */
  status?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons for the record (edit, delete), right-aligned; hidden while loading. */
  actions?: ReactNode;
  /** The way back to the list; also offered by the error and not-found results. */
  back?: PageHeaderBack;
  /** Key facts under the header, through `Descriptions`. */
  summary?: readonly DescriptionsItem[];
  /** Columns of the summary grid.
   * @default 3 */
  summaryColumns?: number;
  /** Tabs of related lists under the summary, through `Tabs`. */
  tabs?: readonly DetailPageTab[];
  /** Controlled active tab key (keep it in the URL so the page can be shared). */
  tab?: string;
  /** Initially active tab when uncontrolled; defaults to the first tab. */
  defaultTab?: string;
  /** Called with the key of the tab the user picks. */
  onTabChange?: (key: string) => void;
  /** Shows skeletons in the header and summary while the record loads (`aria-busy`).
   * @default false */
  loading?: boolean;
  /** Loading failed: shows an error result instead of the page; a node replaces the default description. */
  error?: boolean | ReactNode;
  /** Offered as 重试 / "Retry" with `error`. */
  onRetry?: () => void;
  /** The record does not exist: shows a 404 result with the back action.
   * @default false */
  notFound?: boolean;
  /** Extra content between the summary and the tabs. */
  children?: ReactNode;
}

/**
 * The template of detail routes: a PageHeader (title, status, actions, back), a summary and tabs
 * of related lists, with loading, error and not-found states. It composes; it does not fetch.
 */
export function DetailPage({
  title,
  status,
  description,
  actions,
  back,
  summary,
  summaryColumns = 3,
  tabs,
  tab,
  defaultTab,
  onTabChange,
  loading = false,
  error,
  onRetry,
  notFound = false,
  children,
  style,
  ...rest
}: DetailPageProps) {
  const t = useUiTranslate(displayCatalogues);
  const [activeTab, setActiveTab] = useControllableState<string | undefined>({
    value: tab,
    defaultValue: defaultTab ?? tabs?.[0]?.key,
    onChange: (key) => {
      if (key !== undefined) onTabChange?.(key);
    },
  });

  const backAction = back ? (
    back.href !== undefined ? (
      <LinkButton data-variant="secondary" data-size="md" href={back.href} onClick={back.onClick} data-part="Back">
        {back.label ?? t('pageHeader.back')}
      </LinkButton>
    ) : (
      <Button onClick={back.onClick} data-part="Back">
        {back.label ?? t('pageHeader.back')}
      </Button>
    )
  ) : null;

  if (notFound || (error !== undefined && error !== false && error !== null)) {
    return (
      <Root data-component="DetailPage" data-state={notFound ? 'not-found' : 'error'} style={style} {...rest}>
        {notFound ? (
          <Result status="404" headingLevel={1} title={t('detailPage.notFound')} actions={backAction} />
        ) : (
          <Result
            status="error"
            headingLevel={1}
            title={t('detailPage.error')}
            description={error === true ? t('detailPage.errorDescription') : error}
            actions={
              backAction || onRetry ? (
                <>
                  {backAction}
                  {onRetry ? (
                    <Button variant="primary" onClick={onRetry} data-part="Retry">
                      {t('detailPage.retry')}
                    </Button>
                  ) : null}
                </>
              ) : null
            }
          />
        )}
      </Root>
    );
  }

  const current = tabs?.some((item) => item.key === activeTab) ? activeTab : tabs?.[0]?.key;
  const rootStyle = { '--bc-detail-page-columns': summaryColumns, ...style } as CSSProperties;

  return (
    <Root
      data-component="DetailPage"
      data-state={loading ? 'loading' : 'ready'}
      aria-busy={loading || undefined}
      style={rootStyle}
      {...rest}
    >
      <PageHeader
        data-part="Header"
        title={
          loading ? (
            <>
              <TitleSkeleton aria-hidden="true" data-part="TitleSkeleton" />
              <VisuallyHidden>{t('detailPage.loading')}</VisuallyHidden>
            </>
          ) : (
            title
          )
        }
        status={loading ? null : status}
        description={loading ? null : description}
        actions={loading ? null : actions}
        {...(back ? { back } : {})}
      />
      {loading ? (
        <Summary data-part="Summary" aria-label={t('detailPage.summary')}>
          <SummarySkeleton data-part="SummarySkeleton">
            {Array.from({ length: summaryColumns * 2 }, (_, i) => (
              <Skeleton key={i} width="70%" />
            ))}
          </SummarySkeleton>
        </Summary>
      ) : summary?.length ? (
        <Summary data-part="Summary" aria-label={t('detailPage.summary')}>
          <Descriptions items={summary} columns={summaryColumns} />
        </Summary>
      ) : null}
      {children}
      {tabs?.length ? (
        <TabsArea data-part="Tabs">
          <Tabs.Root value={current} onValueChange={setActiveTab}>
            <Tabs.List aria-label={t('detailPage.tabs')}>
              {tabs.map((item) => (
                <Tabs.Trigger key={item.key} value={item.key} disabled={item.disabled}>
                  {item.label}
                  {item.count !== undefined ? <Count data-part="Count">{item.count}</Count> : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((item) => (
              <Tabs.Content key={item.key} value={item.key}>
                {item.content}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </TabsArea>
      ) : null}
    </Root>
  );
}
