import { useEffect, useRef, useState } from 'react';
import { REMINDER_TIME_PATTERN } from '@hub/proto';
import { notificationPermission } from './push';

/**
 * Whether this site may notify, and a way to read it again (after asking). Followed live where
 * the browser reports changes, so allowing notifications in its settings shows at once.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let gone = false;
    const update = () => setPermission(notificationPermission());
    navigator.permissions?.query({ name: 'notifications' }).then(
      (answer) => {
        if (gone) return;
        status = answer;
        answer.addEventListener('change', update);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return [permission, () => setPermission(notificationPermission())] as const;
}

/**
 * A time input sends a change for every field the player edits (the hour, then the minutes): a
 * new time is saved once they pause, or leave the input.
 */
const SAVE_AFTER_MS = 800;

/**
 * The time input's value: the saved time until the player edits it. With `save` (reminders on
 * here), an edit is saved a moment after the last one; without, it waits for the switch.
 */
export function useReminderTime(saved: string, save: ((time: string) => void) | null) {
  const [time, setTime] = useState(saved);
  const [shown, setShown] = useState(saved);
  const waiting = useRef<{ timer: number; time: string } | null>(null);
  // A time saved meanwhile (this device's answer, another's) replaces the value, unless the
  // player is editing it.
  if (shown !== saved) {
    setShown(saved);
    if (!waiting.current) setTime(saved);
  }
  useEffect(() => () => window.clearTimeout(waiting.current?.timer), []);

  const cancel = () => {
    const edit = waiting.current;
    window.clearTimeout(edit?.timer);
    waiting.current = null;
    return edit;
  };
  const flush = () => {
    const edit = cancel();
    if (edit) save?.(edit.time);
  };
  const change = (value: string) => {
    setTime(value);
    cancel();
    if (!save || !REMINDER_TIME_PATTERN.test(value) || value === saved) return;
    waiting.current = { timer: window.setTimeout(flush, SAVE_AFTER_MS), time: value };
  };
  return { time, change, flush };
}
