import { useHelpCenter } from '@portal/api/react';
import { Dialog, FormTitle, HelpCentre } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useModals } from '../shell/modals/ModalContext';
import { HelpLinks } from './HelpLinks';

/**
 * The help centre as a modal (spec 2.5), opened over the page. Its form-title header's back control
 * does what the help page's does: home, where the category is HOME and no vendor is chosen (both live
 * in the address).
 */
export function HelpModal() {
  const { t } = useTranslation('portal');
  const modals = useModals();
  const navigate = useNavigate();
  const help = useHelpCenter();
  const leave = (to: string) => {
    modals.close();
    void navigate(to);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && modals.close()}>
      <Dialog.Content size="lg" closeLabel={t('modal.close')}>
        <FormTitle
          headingLevel={2}
          title={
            <Dialog.Title asChild>
              <span>{t('help.title')}</span>
            </Dialog.Title>
          }
          backLabel={t('help.back')}
          onBack={() => leave('/')}
        />
        <Dialog.Body>
          <HelpCentre
            compact
            headingLevel={3}
            sections={help.data?.sections}
            links={<HelpLinks onFollow={leave} />}
          />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
