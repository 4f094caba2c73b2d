import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultModifiers } from '../api/default-modifiers';
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
  const defaults = useDefaultModifiers(shopId);
  // First drawn from a deferred copy of the answer, in an interruptible render (as the Menu Builder): every field of
  // the first modifier at once was a task of a third of a second at a phone's speed.
  const drawn = useDeferredValue(defaults.data);
  if (!drawn) return <Loading heading={<MenuPageHeading title={t('defaultModifiersTitle')} />} query={defaults} />;
  return (
    <OpeningScheduleProvider shopId={shopId}>
      <DefaultModifiersEditor shopId={shopId} loaded={drawn} />
    </OpeningScheduleProvider>
  );
}
