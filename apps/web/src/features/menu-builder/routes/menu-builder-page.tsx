import { useTranslation } from 'react-i18next';
import { useDefaultOptions } from '../api/default-options';
import { useMenu } from '../api/get-menu';
import { BuilderHeading } from '../components/builder-bars';
import { LightInputs } from '../components/light-inputs';
import { MenuBuilder } from '../components/menu-builder';
import { Loading, MenuPageFrame, useMenuShop } from '../components/menu-shop';
import { OpeningScheduleProvider } from '../components/opening-schedule';

/** /app/menu and /admin/menu. A shop that is not onboarded never gets here (the frame sends it to /onboarding). */
export function MenuBuilderPage() {
  const { t } = useTranslation('menu-builder');
  const { shopId, isAdmin } = useMenuShop();
  return (
    <MenuPageFrame title={t('title')} shopId={shopId}>
      {shopId !== null && <Loaded key={shopId} shopId={shopId} isAdmin={isAdmin} />}
    </MenuPageFrame>
  );
}

function Loaded({ shopId, isAdmin }: { shopId: number; isAdmin: boolean }) {
  const { t } = useTranslation('menu-builder');
  const menu = useMenu(shopId);
  const defaults = useDefaultOptions(shopId);
  if (!menu.data || !defaults.data) return <Loading heading={<BuilderHeading title={t('title')} />} query={menu.data ? defaults : menu} />;
  return (
    <LightInputs>
      <OpeningScheduleProvider shopId={shopId}>
        <MenuBuilder shopId={shopId} loaded={menu.data} defaults={defaults.data.options} isAdmin={isAdmin} />
      </OpeningScheduleProvider>
    </LightInputs>
  );
}
