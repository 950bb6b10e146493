import { dictionaryLabel, PRODUCT_TYPES, PRODUCT_UNITS } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { KpiCard, KpiCardGroup, useLocale } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { useBillingTranslate } from './messages';

/**
 * One card per product type (`getProductUseInfo`): used against what the unexpired packages grant,
 * when the next of them ends and since when the use is counted. Accounts are those authorised now.
 */
export function PackageFigures() {
  const { api } = useServices();
  const t = useBillingTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const figures = useQuery(apiQueryOptions(api, '/v1/system/product/getProductUseInfo', {}));
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <KpiCardGroup label={t('billing.packagesList')} minItemWidth={180}>
      {PRODUCT_TYPES.map((type) => {
        const figure = figures.data?.find((f) => f.productType === type.value);
        const unit = dictionaryLabel(PRODUCT_UNITS, type.value, lang);
        return (
          <KpiCard
            key={type.value}
            label={type[lang]}
            loading={figures.isPending}
            value={
              figure
                ? figure.totalNum > 0
                  ? t('billing.used', { used: count(figure.usedNum), total: count(figure.totalNum), unit })
                  : t('billing.usedNoPackage', { used: count(figure.usedNum), unit })
                : null
            }
            description={
              figure
                ? [
                    figure.expireTime ? t('billing.validUntil', { time: figure.expireTime.slice(0, 16) }) : null,
                    type.key === 'account'
                      ? t('billing.accountsNow')
                      : t('billing.since', { time: figure.startTime.slice(0, 10) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : null
            }
          />
        );
      })}
    </KpiCardGroup>
  );
}
