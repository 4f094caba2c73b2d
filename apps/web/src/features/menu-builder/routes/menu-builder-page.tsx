import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultModifiers } from '../api/default-modifiers';
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
  const defaults = useDefaultModifiers(shopId);
  // The builder is first drawn from a deferred copy of the answers: its first drawing (categories, bars and cards,
  // half a second of one task at a phone's speed) runs in an interruptible render, not in the update that delivers
  // the menu.
  const answers = useMemo(
    () => (menu.data && defaults.data ? { menu: menu.data, options: defaults.data.options } : null),
    [menu.data, defaults.data],
  );
  const drawn = useDeferredValue(answers, null);
  if (!drawn) return <Loading heading={<BuilderHeading title={t('title')} />} query={menu.data ? defaults : menu} />;
  return (
    <LightInputs>
      <OpeningScheduleProvider shopId={shopId}>
        <MenuBuilder shopId={shopId} loaded={drawn.menu} defaults={drawn.options} isAdmin={isAdmin} />
      </OpeningScheduleProvider>
    </LightInputs>
  );
}
