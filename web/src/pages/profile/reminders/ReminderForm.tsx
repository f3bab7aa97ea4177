import { useId, useState } from 'react';
import { DEFAULT_REMINDER_TIME, REMINDER_TIME_PATTERN, type ReminderSettings } from '@hub/proto';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Switch } from '../../../components/Switch';
import { useBrowserSubscription, useReminderChange, type ReminderChange } from './api';
import { useNotificationPermission, useReminderTime } from './hooks';
import { askToNotify, browserTimeZone, deviceTraits, pushSupported } from './push';
import { ReminderNotice } from './ReminderNotice';
import {
  atTime,
  devicesInWords,
  needsHomeScreen,
  reminderErrorMessage,
  reminderView,
  zoneInWords,
} from './state';
import styles from './ReminderForm.module.scss';

const PENDING: Record<ReminderChange['kind'], string> = {
  on: 'Turning reminders on…',
  time: 'Saving the new time…',
  off: 'Turning reminders off…',
  'off-everywhere': 'Stopping reminders on every device…',
};

interface ReminderFormProps {
  settings: ReminderSettings;
  /** The site's key, which this browser subscribes with. */
  publicKey: string;
}

/** The switch and the time for this device, or why it cannot have them; the player's other devices. */
export function ReminderForm({ settings, publicKey }: ReminderFormProps) {
  const id = useId();
  const [device] = useState(() => ({
    supported: pushSupported(),
    homeScreenNeeded: needsHomeScreen(deviceTraits()),
    timeZone: browserTimeZone(),
  }));
  const [permission, readPermission] = useNotificationPermission();
  const subscription = useBrowserSubscription(device.supported);
  const change = useReminderChange(readPermission);
  const view = reminderView(
    settings,
    { supported: device.supported, permission, endpoint: subscription.data?.endpoint ?? null },
    device.homeScreenNeeded,
  );
  const { schedule } = settings;
  const savedTime = schedule?.localTime ?? DEFAULT_REMINDER_TIME;
  const reminderTime = useReminderTime(
    savedTime,
    view.onHere ? (localTime) => change.mutate({ kind: 'time', localTime, publicKey }) : null,
  );
  // What the switch sends and the status names: the time shown, or the saved one while the
  // input holds no whole time.
  const time = REMINDER_TIME_PATTERN.test(reminderTime.time) ? reminderTime.time : savedTime;

  const pending = change.isPending ? change.variables.kind : null;
  // The switch shows what was asked for while it is being done.
  const checked = pending === 'on' ? true : pending === 'off' ? false : view.onHere;
  // The time stays open to edits while a new one is saved; the switch waits for the save.
  const timeBusy = subscription.isPending || (pending !== null && pending !== 'time');
  const switchBusy = subscription.isPending || pending !== null;
  const toggle = (on: boolean) => {
    if (switchBusy) return;
    change.mutate(
      on ? { kind: 'on', localTime: time, publicKey, asked: askToNotify() } : { kind: 'off' },
    );
  };

  const status = pending
    ? PENDING[pending]
    : view.onHere
      ? `On for this device, ${atTime(time, schedule?.timeZone ?? device.timeZone)}.`
      : `Off for this device. Turn it on for a reminder ${atTime(time, device.timeZone)}.`;
  // One time and zone per player: this device sends its own zone with any change it makes.
  const movesZone = schedule !== null && schedule.timeZone !== device.timeZone;

  return (
    <div className={styles.form} aria-busy={change.isPending}>
      {view.obstacle ? (
        <ReminderNotice obstacle={view.obstacle} />
      ) : (
        <>
          <div className={styles.row}>
            <label htmlFor={`${id}-switch`} className={styles.label}>
              Remind me when my streak is at risk
            </label>
            <Switch
              id={`${id}-switch`}
              checked={checked}
              // Not disabled: a disabled button drops the keyboard's focus as it is pressed.
              aria-disabled={switchBusy}
              onCheckedChange={toggle}
              aria-describedby={`${id}-status`}
            />
          </div>
          <Field
            name="reminder-time"
            label="Time of day"
            type="time"
            required
            value={reminderTime.time}
            disabled={timeBusy}
            onChange={(event) => reminderTime.change(event.target.value)}
            onBlur={reminderTime.flush}
          />
          <p id={`${id}-status`} className={styles.status} role="status">
            {status}
          </p>
          {movesZone && (
            <p className={styles.note}>
              Your reminders follow {zoneInWords(schedule.timeZone)} time, set on another device.
              Turning them on or changing the time here moves them to {zoneInWords(device.timeZone)}{' '}
              time.
            </p>
          )}
        </>
      )}
      {view.otherDevices > 0 && schedule && (
        <div className={styles.others}>
          <p>
            {view.onHere
              ? `They also go to ${devicesInWords(view.otherDevices)}.`
              : `Reminders go to ${devicesInWords(view.otherDevices)}, ${atTime(schedule.localTime, schedule.timeZone)}.`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'off-everywhere' })}
          >
            Stop on every device
          </Button>
        </div>
      )}
      {change.isError && (
        <p className={styles.error} role="alert">
          {reminderErrorMessage(change.error)}
        </p>
      )}
    </div>
  );
}
