import {
  Briefcase,
  ChevronDown,
  HandCoins,
  LogOut,
  Mail,
  ReceiptText,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useEffect, useId } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { devWarning } from '../../utils/devWarning';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Menu } from '../private/Menu';
import * as styles from './SiteHeader.css';
import { memberDisplayName, type SiteHeaderMemberSession } from './siteHeaderSession';

const icon = 18;

export interface AccountMenuProps {
  member: SiteHeaderMemberSession;
  /** Controlled: whether the menu is open. Pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: whether the menu starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The member's avatar as a menu button, with the unread count on it, opening the account menu:
 * My account, Agent centre (agents only), Betting record, My income, Platform messages, Security
 * center and Sign out.
 */
export function AccountMenu({ member, open, defaultOpen, onOpenChange }: AccountMenuProps) {
  const { t } = useUiTranslation();
  const unreadId = useId();
  const { links, unreadMessages } = member;
  const missingAgentLink = member.isAgent && !links.agent;
  useEffect(() => {
    if (missingAgentLink)
      devWarning(
        'SiteHeader: the member `isAgent` but `links.agent` is missing; pass the agent centre href.',
      );
  }, [missingAgentLink]);

  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Menu.Trigger>
        <Button
          variant="ghost"
          className={styles.accountTrigger}
          aria-label={t('header.accountMenu')}
          aria-describedby={unreadMessages > 0 ? unreadId : undefined}
        >
          <Badge.Anchor>
            <span aria-hidden className={styles.avatarSlot}>
              <Avatar size="sm" src={member.avatarUrl} name={memberDisplayName(member)} />
            </span>
            <Badge id={unreadId} count={unreadMessages} />
          </Badge.Anchor>
          <span aria-hidden className={styles.chevron}>
            <ChevronDown size={16} />
          </span>
        </Button>
      </Menu.Trigger>
      <Menu.Content align="end">
        <Menu.LinkItem href={links.account} icon={<UserRound size={icon} />}>
          {t('header.myAccount')}
        </Menu.LinkItem>
        {member.isAgent && links.agent ? (
          <Menu.LinkItem href={links.agent} icon={<Briefcase size={icon} />}>
            {t('header.agentCentre')}
          </Menu.LinkItem>
        ) : null}
        <Menu.LinkItem href={links.bettingRecord} icon={<ReceiptText size={icon} />}>
          {t('header.bettingRecord')}
        </Menu.LinkItem>
        <Menu.LinkItem href={links.income} icon={<HandCoins size={icon} />}>
          {t('header.myIncome')}
        </Menu.LinkItem>
        <Menu.LinkItem
          href={links.messages}
          icon={<Mail size={icon} />}
          end={unreadMessages > 0 ? <Badge count={unreadMessages} /> : null}
        >
          {t('header.messages')}
        </Menu.LinkItem>
        <Menu.LinkItem href={links.security} icon={<ShieldCheck size={icon} />}>
          {t('header.security')}
        </Menu.LinkItem>
        <Menu.Separator />
        <Menu.Item
          tone="critical"
          icon={<LogOut size={icon} className={flipInRtl} />}
          onSelect={member.onSignOut}
        >
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
