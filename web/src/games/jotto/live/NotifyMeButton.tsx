import { useState } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '../../../components/Button';
import { toast } from '../../../toast/useToast';
import { notificationsSupported } from './turnNotification';
import styles from './NotifyMeButton.module.scss';

/**
 * Asks for permission to notify, from the player's own click (never on load: browsers hold an
 * unasked prompt against the site). Shown only while the browser has not been asked yet.
 */
export function NotifyMeButton() {
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  if (permission !== 'default') return null;

  async function ask() {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') {
      toast({
        title: 'Notifications on',
        description: 'We will tell you when it is your turn while this tab is in the background.',
      });
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void ask()}
      title="Get a notification when it is your turn"
    >
      <Bell aria-hidden="true" size={16} className={styles.bell} />
      Notify me
    </Button>
  );
}
