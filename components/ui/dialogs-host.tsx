'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/stores/store-provider';
import { Modal } from './modal';

// spec 000 §3: the message modal (title, subtitle1, subtitle2, html, btnData) and the basic
// dialog (heading, description, primary and secondary actions, isClosable), drawn from the data
// the UI store holds. The message's html is shown as text: no markup from data reaches the page.

export function DialogsHost() {
  const t = useTranslations('common');
  const message = useUiStore((state) => state.modals.message);
  const basic = useUiStore((state) => state.modals.basic);
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <>
      {message ? (
        <Modal open onClose={() => closeModal('message')} title={message.data.title} variant="center">
          {message.data.subtitle1 ? <p>{message.data.subtitle1}</p> : null}
          {message.data.subtitle2 ? <p>{message.data.subtitle2}</p> : null}
          {message.data.html ? <p>{new DOMParser().parseFromString(message.data.html, 'text/html').body.textContent}</p> : null}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              message.data.btnData?.btnFn?.();
              closeModal('message');
            }}
          >
            {message.data.btnData?.btnText ?? t('ok')}
          </button>
        </Modal>
      ) : null}
      {basic ? (
        <Modal
          open
          onClose={() => closeModal('basic')}
          title={basic.data.heading}
          closable={basic.data.isClosable !== false}
          variant="center"
        >
          {basic.data.description ? <p>{basic.data.description}</p> : null}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {(
              [
                [basic.data.primaryAction, 'btn btn-primary'],
                [basic.data.secondaryAction, 'btn btn-ghost'],
              ] as const
            ).map(([action, className]) =>
              action ? (
                <button
                  key={action.actionText}
                  type="button"
                  className={className}
                  onClick={() => {
                    closeModal('basic');
                    action.onClick();
                  }}
                >
                  {action.actionText}
                </button>
              ) : null,
            )}
          </div>
        </Modal>
      ) : null}
    </>
  );
}
