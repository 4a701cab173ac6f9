import { calls, type ProfileUpdateRequest, type ProfileValue } from '@portal/api';
import { useApiClient, useCall } from '@portal/api/react';
import {
  checkProfile,
  useFormsTranslation,
  type ProfileFieldName,
  type RegisterFieldSettings,
} from '@portal/forms';
import { Button, Skeleton, TextField, visuallyHidden } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { LoadFailed } from '../cashier/LoadFailed';
import * as cashier from '../cashier/cashier.css';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './security.css';

/** Reloads what the header shows of the member (nickname, avatar) once the profile changed; asks nothing itself. */
const quiet = { revalidateOnMount: false, revalidateOnFocus: false } as const;

/**
 * The member's profile (the security centre's personal information): the username, the nickname the
 * header shows, the avatar, and the real name and birthday, checked with the registration's rules (the
 * site's register settings) before the platform checks them again. The real name and the birthday are set
 * once: then they show read-only with a note that customer service corrects them. Read on its own, so the
 * rest of the centre shows while it loads or if it fails.
 */
export function ProfilePanel() {
  const { t } = useAccountTranslation();
  const profile = useCall(calls.profile);
  const settings = useCall(calls.registerSettings);
  const [saved, setSaved] = useState(false);
  if (profile.error && !profile.data) {
    return <LoadFailed title={t('security.profile.loadFailed')} onRetry={() => void profile.mutate()} />;
  }
  // Without the settings (still loading, or failed) the rules' defaults check; the platform has the last word.
  if (!profile.data || (settings.isLoading && !settings.data)) return <Skeleton lines={5} />;
  return (
    <>
      <ProfileForm
        // A fresh form from what the platform keeps, once it answered a save (a name now locked...).
        key={JSON.stringify(profile.data)}
        profile={profile.data}
        fields={(settings.data?.fields ?? {}) as RegisterFieldSettings}
        onSubmitting={() => setSaved(false)}
        onSaved={(value) => {
          setSaved(true);
          void profile.mutate(value, { revalidate: false });
        }}
      />
      <p className={cashier.outcome} role="status">
        {saved ? t('security.profile.saved') : ''}
      </p>
    </>
  );
}

interface ProfileFormProps {
  profile: ProfileValue;
  /** The site's register settings: the rules of the nickname and the real name. */
  fields: RegisterFieldSettings;
  /** A save starts: what the last one said no longer holds. */
  onSubmitting: () => void;
  /** The platform kept the change and answered the profile as it now is. */
  onSaved: (value: ProfileValue) => void;
}

function ProfileForm({ profile, fields, onSubmitting, onSaved }: ProfileFormProps) {
  const { t } = useAccountTranslation();
  const { message } = useFormsTranslation();
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  const { mutate: reloadInfo } = useCall(calls.memberInfo, undefined, quiet);
  const { mutate: reloadIcon } = useCall(calls.memberIcon, undefined, quiet);
  const id = useId();
  const lockedNoteId = `${id}-locked`;
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [avatar, setAvatar] = useState(profile.avatar);
  const [issues, setIssues] = useState<Partial<Record<ProfileFieldName, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const locked = profile.realNameLocked || profile.birthdayLocked;
  const identityHint = t('security.profile.identityHint');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitting();
    setFailure(undefined);
    // Only what the member may change: a locked name or birthday is not sent again.
    const change: ProfileUpdateRequest = {
      nickname,
      ...(profile.realNameLocked ? {} : { realName }),
      ...(profile.birthdayLocked ? {} : { birthday }),
    };
    const checked = checkProfile(change, { fields });
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues({});
    const { realName: name, birthday: day, nickname: nick } = checked.value;
    setPending(true);
    try {
      const value = await client.call(calls.profileUpdate, {
        nickname: nick,
        ...(name ? { realName: name } : {}),
        ...(day ? { birthday: day } : {}),
        ...(avatar !== undefined && avatar !== profile.avatar ? { avatar } : {}),
      });
      setPending(false);
      // The header's nickname and avatar are the platform's member info and icon: read again.
      void Promise.all([reloadInfo(), reloadIcon()]);
      onSaved(value);
    } catch (error) {
      setPending(false);
      setFailure(message(failureOutcome(error).message));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.profileForm}>
      <p className={cashier.lead}>{t('security.profile.lead')}</p>
      <TextField label={t('security.profile.username')} value={profile.username} readOnly dir="auto" />
      <TextField
        label={t('security.profile.nickname')}
        hint={t('security.profile.nicknameHint')}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={message(issues.nickname)}
        autoComplete="nickname"
        dir="auto"
      />
      <TextField
        label={t('security.profile.realName')}
        hint={profile.realNameLocked ? undefined : identityHint}
        value={realName}
        onChange={(event) => setRealName(event.target.value)}
        readOnly={profile.realNameLocked}
        aria-describedby={profile.realNameLocked ? lockedNoteId : undefined}
        error={message(issues.realName)}
        autoComplete="name"
        dir="auto"
      />
      <TextField
        label={t('security.profile.birthday')}
        hint={profile.birthdayLocked ? undefined : identityHint}
        type="date"
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        readOnly={profile.birthdayLocked}
        aria-describedby={profile.birthdayLocked ? lockedNoteId : undefined}
        error={message(issues.birthday)}
        autoComplete="bday"
      />
      {locked ? (
        <p id={lockedNoteId} className={cashier.lead}>
          {t('security.profile.locked')}
        </p>
      ) : null}
      {profile.avatars.length > 0 ? (
        <fieldset className={styles.avatarPicker}>
          <legend className={styles.avatarLegend}>{t('security.profile.avatar')}</legend>
          <div className={styles.avatarOptions}>
            {profile.avatars.map((option, index) => (
              <label key={option.id} className={styles.avatarOption}>
                <input
                  type="radio"
                  name={`${id}-avatar`}
                  value={option.id}
                  checked={avatar === option.id}
                  onChange={() => setAvatar(option.id)}
                  className={styles.avatarInput}
                />
                <img src={option.imgUrl} alt="" width={48} height={48} className={styles.avatarImage} />
                <span className={visuallyHidden}>
                  {t('security.profile.avatarOption', { number: index + 1, total: profile.avatars.length })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.profileFailure}>
          {failure}
        </p>
      ) : null}
      <div className={cashier.actions}>
        <Button type="submit" loading={pending}>
          {t('security.profile.save')}
        </Button>
      </div>
    </form>
  );
}
