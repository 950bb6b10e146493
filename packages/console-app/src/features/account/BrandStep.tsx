import type { LoginBrand } from '@brand-console/api-client';
import { BrandChoice } from '@brand-console/ui';

/**
 * The brand choice after a login that names several brands: its own chunk (the kit's radio group),
 * out of the login page's JavaScript; the login page loads it while idle.
 */
export function BrandStep({
  brands,
  onBack,
  onConfirm,
}: {
  brands: readonly LoginBrand[];
  onBack: () => void;
  onConfirm: (brandId: number) => Promise<void>;
}) {
  return (
    <BrandChoice
      brands={brands.map((b) => ({ brandId: b.brandId, brandName: b.brandName, isValid: b.isValid }))}
      onBack={onBack}
      onConfirm={(brand) => onConfirm(brand.brandId)}
    />
  );
}
