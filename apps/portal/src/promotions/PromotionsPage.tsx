import { useImageUrl, usePromotions } from '@portal/api/react';
import { PromotionList } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { InfoPage } from '../pages/InfoPage';

/** /promotions (spec 2.1): the running promotions by category; ?category= keeps the choice in the address. */
export function PromotionsPage() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  // Every category's list comes in one call; the category narrows it on the page.
  const promotions = usePromotions();
  const image = useImageUrl();
  const items = useMemo(
    () => (promotions.data?.list ?? []).map((item) => ({ ...item, imageUrl: image(item.imageUrl) })),
    [promotions.data, image],
  );
  return (
    <InfoPage title={t('promotions.title')} lead={t('promotions.lead')}>
      <PromotionList
        categories={promotions.data?.categories ?? []}
        category={category}
        onCategoryChange={(code) => setParams(code ? { category: code } : {}, { replace: true })}
        items={items}
        loading={!promotions.data && !promotions.error}
        headingLevel={2}
      />
    </InfoPage>
  );
}
