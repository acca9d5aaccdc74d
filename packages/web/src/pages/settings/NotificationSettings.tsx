/**
 * The player's own notification settings, kept on the server (docs/correspondence.md): browser pushes on this
 * device, a mail address (confirmed by a link) with a mail per move or a daily digest, and vacations that pause
 * every correspondence clock. What the server does not offer (no SMTP, no VAPID keys) is said, not hidden.
 */
import {
  ENDPOINTS,
  MAIL_MODES,
  type Endpoint,
  type Language,
  type NotificationSettings as Settings,
  type RequestInput,
} from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../connection/browser-connection.js';
import {
  pushLanguage,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
  type PushOutcome,
} from '../../connection/push-subscription.js';

type Send = <E extends Endpoint>(endpoint: E, input?: Partial<RequestInput<E>>) => Promise<void>;

export function NotificationSettings() {
  const { t, i18n } = useTranslation('pages');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void api.call(ENDPOINTS.getNotifications).then((result) => {
      if (result.ok) setSettings(result.value);
    });
  }, []);
  const send: Send = async (endpoint, input) => {
    const result = await api.call(endpoint, input);
    if (result.ok) {
      setSettings(result.value as Settings);
      setFailure(null);
    } else setFailure(result.error.message);
  };
  if (settings === null) return null;
  const language = pushLanguage(i18n.resolvedLanguage);
  return (
    <>
      <PushSettings
        settings={settings}
        language={language}
        onSettings={(changed) => {
          setSettings(changed);
          setFailure(null);
        }}
        onFailure={setFailure}
      />
      <MailSettings settings={settings} language={language} send={send} />
      {settings.vacation === null ? null : <VacationSettings settings={settings} send={send} />}
      {failure === null ? null : (
        <p role="alert" className="settings-failure">
          {t('settings.notify.failed', { message: failure })}
        </p>
      )}
    </>
  );
}

function PushSettings({
  settings,
  language,
  onSettings,
  onFailure,
}: {
  readonly settings: Settings;
  readonly language: Language;
  readonly onSettings: (settings: Settings) => void;
  readonly onFailure: (message: string) => void;
}) {
  const { t } = useTranslation('pages');
  const { publicKey, subscriptions } = settings.push;
  const answer = (outcome: PushOutcome | null) => {
    if (outcome === null) return;
    if (outcome.ok) onSettings(outcome.settings);
    else onFailure(outcome.reason === 'denied' ? t('settings.notify.pushDenied') : outcome.message);
  };
  const turnOn = async () => {
    if (publicKey !== null) answer(await subscribeToPush(publicKey, language));
  };
  const turnOff = async () => {
    answer(await unsubscribeFromPush());
  };
  return (
    <fieldset className="panel settings-group">
      <legend>{t('settings.notify.pushTitle')}</legend>
      <p className="muted settings-lead">{t('settings.notify.pushLead')}</p>
      {publicKey === null || !pushSupported() ? (
        <p>{t('settings.notify.pushNone')}</p>
      ) : (
        <div className="settings-actions">
          <button type="button" className="button" onClick={() => void turnOn()}>
            {t('settings.notify.pushOn')}
          </button>
          {subscriptions > 0 ? (
            <>
              <button type="button" className="button" onClick={() => void turnOff()}>
                {t('settings.notify.pushOff')}
              </button>
              <span>{t('settings.notify.pushActive', { count: subscriptions })}</span>
            </>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

function MailSettings({
  settings,
  language,
  send,
}: {
  readonly settings: Settings;
  readonly language: Language;
  readonly send: Send;
}) {
  const { t } = useTranslation('pages');
  const { mail } = settings;
  const [address, setAddress] = useState(mail.address ?? '');
  const [mode, setMode] = useState(mail.mode);
  const registered = settings.vacation !== null;
  return (
    // The game page's offer links here when the browser will not notify: a mail instead.
    <fieldset className="panel settings-group" id="mail-settings">
      <legend>{t('settings.notify.mailTitle')}</legend>
      <p className="muted settings-lead">{t('settings.notify.mailLead')}</p>
      {!mail.available ? (
        <p>{t('settings.notify.mailNone')}</p>
      ) : !registered ? (
        <p>{t('settings.notify.mailGuest')}</p>
      ) : (
        <form
          className="settings-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send(ENDPOINTS.setMail, { body: { address, mode, language } });
          }}
        >
          <label>
            <span>{t('settings.notify.address')}</span>
            <input
              type="email"
              autoComplete="email"
              required
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
              }}
            />
          </label>
          {MAIL_MODES.map((option) => (
            <label key={option} className="settings-choice">
              <input
                type="radio"
                name="mail-mode"
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                }}
              />
              <span>{t(`settings.notify.${option}`)}</span>
            </label>
          ))}
          <div className="settings-actions">
            <button type="submit" className="button button-primary">
              {t('settings.notify.save')}
            </button>
            {mail.address === null ? null : (
              <button type="button" className="button" onClick={() => void send(ENDPOINTS.removeMail)}>
                {t('settings.notify.remove')}
              </button>
            )}
          </div>
          {mail.address === null ? null : (
            <p role="status">
              {t(mail.confirmed ? 'settings.notify.confirmed' : 'settings.notify.pending', {
                address: mail.address,
              })}
            </p>
          )}
        </form>
      )}
    </fieldset>
  );
}

function VacationSettings({ settings, send }: { readonly settings: Settings; readonly send: Send }) {
  const { t, i18n } = useTranslation('pages');
  const [startsOn, setStartsOn] = useState('');
  const [days, setDays] = useState(1);
  const vacation = settings.vacation;
  if (vacation === null) return null;
  const day = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <fieldset className="panel settings-group">
      <legend>{t('settings.notify.vacationTitle')}</legend>
      <p className="muted settings-lead">
        {t('settings.notify.vacationLead', { left: vacation.daysLeft, total: vacation.daysPerYear })}
      </p>
      <ul className="settings-vacations">
        {vacation.vacations.map((planned) => (
          <li key={planned.id}>
            <span>
              {t('settings.notify.vacationFrom', { from: day(planned.startsAt), until: day(planned.endsAt) })}
            </span>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => void send(ENDPOINTS.endVacation, { params: { id: planned.id } })}
            >
              {t('settings.notify.end')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send(ENDPOINTS.planVacation, {
            body: startsOn === '' ? { days } : { startsOn, days },
          });
        }}
      >
        <label>
          <span>{t('settings.notify.startsOn')}</span>
          <input
            type="date"
            value={startsOn}
            onChange={(event) => {
              setStartsOn(event.target.value);
            }}
          />
        </label>
        <label>
          <span>{t('settings.notify.days')}</span>
          <input
            type="number"
            min={1}
            max={vacation.daysPerYear}
            value={days}
            onChange={(event) => {
              setDays(Number(event.target.value));
            }}
          />
        </label>
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={vacation.daysLeft < 1}>
            {t('settings.notify.plan')}
          </button>
        </div>
      </form>
    </fieldset>
  );
}
