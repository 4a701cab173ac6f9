import { ArrowDownToLine, ArrowUpFromLine, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { Badge } from '../Badge';
import { Balance } from '../Balance';
import { Button, type ButtonProps } from '../Button';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';
import { CopyId } from './CopyId';
import * as styles from './SiteHeader.css';
import { memberDisplayName, type SiteHeaderMemberSession } from './siteHeaderSession';

export interface MemberBarProps {
  member: SiteHeaderMemberSession;
  /** The account menu's open state, passed through. */
  menu?: Omit<AccountMenuProps, 'member'>;
}

/** A member's end of the header: balance, deposit and withdraw, who they are, and the account menu. */
export function MemberBar({ member, menu }: MemberBarProps) {
  const { t } = useUiTranslation();
  const { balance } = member;
  const name = memberDisplayName(member);

  return (
    <>
      <div className={styles.funds}>
        <Balance
          amount={balance.amountMinor ?? 0}
          loading={balance.amountMinor === undefined}
          currencySymbol={balance.currencySymbol}
          label={t('header.balance', { currency: balance.currency })}
          hidden={member.balanceHidden}
          defaultHidden={member.defaultBalanceHidden ?? true}
          onHiddenChange={member.onBalanceHiddenChange}
          onRefresh={member.onRefreshBalance}
          refreshing={member.refreshing}
        />
        <FundAction variant="primary" icon={<ArrowDownToLine size={18} />} onClick={member.onDeposit}>
          {t('header.deposit')}
        </FundAction>
        <FundAction variant="secondary" icon={<ArrowUpFromLine size={18} />} onClick={member.onWithdraw}>
          {t('header.withdraw')}
        </FundAction>
      </div>
      <div role="group" aria-label={t('header.member', { name })} className={styles.identity}>
        <div className={styles.identityText}>
          <span className={styles.nameRow}>
            <span className={styles.name} title={name}>
              {name}
            </span>
            {member.vipLabel ? (
              <Badge tone="accent" className={styles.vip}>
                <Crown size={12} aria-hidden strokeWidth={2.5} />
                {member.vipLabel}
              </Badge>
            ) : null}
          </span>
          <CopyId id={member.id} />
        </div>
        <AccountMenu member={member} {...menu} />
      </div>
    </>
  );
}

interface FundActionProps extends Pick<ButtonProps, 'variant' | 'onClick'> {
  icon: ReactNode;
  children: string;
}

/** Deposit or withdraw: an icon and its label, folding to the icon alone (still named) when narrow. */
function FundAction({ icon, children, ...rest }: FundActionProps) {
  return (
    <Button className={styles.fundAction} title={children} {...rest}>
      <span aria-hidden className={styles.iconSlot}>
        {icon}
      </span>
      <span className={styles.fundLabel}>{children}</span>
    </Button>
  );
}
