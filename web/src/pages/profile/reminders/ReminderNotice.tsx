import { BellOff, Smartphone } from 'lucide-react';
import type { ReminderObstacle } from './state';
import styles from './ReminderNotice.module.scss';

const NOTICES: Record<ReminderObstacle, { title: string; text: string }> = {
  unsupported: {
    title: 'Not in this browser',
    text: 'This browser cannot show notifications from a website. Reminders can still come to another browser or device you sign in on.',
  },
  'home-screen': {
    title: 'Add the site to your Home Screen first',
    text: 'On iPhone and iPad, reminders need the site on your Home Screen: in Safari, tap Share, then Add to Home Screen, and open the site from there.',
  },
  blocked: {
    title: 'Notifications are blocked',
    text: 'This browser blocks notifications from this site. To get reminders here, allow them in the browser’s site settings (the icon beside the address, or Settings, then Site settings, then Notifications), then reload this page.',
  },
};

/** Why this device cannot get reminders, in place of the switch, and what to do about it. */
export function ReminderNotice({ obstacle }: { obstacle: ReminderObstacle }) {
  const { title, text } = NOTICES[obstacle];
  const Icon = obstacle === 'home-screen' ? Smartphone : BellOff;
  return (
    <div className={styles.notice}>
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
