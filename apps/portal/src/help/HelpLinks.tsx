import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The pages next to the help centre: feedback and the official mirror list. */
export function HelpLinks({ onFollow }: { onFollow?: (to: string) => void }) {
  const { t } = useTranslation('portal');
  const links = [
    { to: '/feedback', label: t('help.feedback') },
    { to: '/mirror', label: t('mirrors.link') },
  ];
  return (
    <ul>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={(event) => {
              if (!onFollow) return;
              event.preventDefault();
              onFollow(to);
            }}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
