import { useTranslation } from 'react-i18next';
import { useDefaultOptions } from '../api/default-options';
import { DefaultModifiersEditor } from '../components/default-modifiers-editor';
import { Loading, MenuPageFrame, MenuPageHeading, useMenuShop } from '../components/menu-shop';
import { OpeningScheduleProvider } from '../components/opening-schedule';

/** /app/default-modifiers and /admin/default-modifiers. */
export function DefaultModifiersPage() {
  const { t } = useTranslation('menu-builder');
  const { shopId } = useMenuShop();
  return (
    <MenuPageFrame title={t('defaultModifiersTitle')} shopId={shopId}>
      {shopId !== null && <Loaded key={shopId} shopId={shopId} />}
    </MenuPageFrame>
  );
}

function Loaded({ shopId }: { shopId: number }) {
  const { t } = useTranslation('menu-builder');
  const defaults = useDefaultOptions(shopId);
  if (!defaults.data) return <Loading heading={<MenuPageHeading title={t('defaultModifiersTitle')} />} query={defaults} />;
  return (
    <OpeningScheduleProvider shopId={shopId}>
      <DefaultModifiersEditor shopId={shopId} loaded={defaults.data} />
    </OpeningScheduleProvider>
  );
}
