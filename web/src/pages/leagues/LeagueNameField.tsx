import { LEAGUE_NAME_LENGTH } from '@hub/proto';
import { errorMessage } from '../../api/client';
import { Field } from '../../components/Field';

interface LeagueNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** What the server said of the last name sent (length, the denylist), if it refused it. */
  refusal: unknown;
  hint?: string;
  disabled?: boolean;
}

/** A league's name, as a new league and a rename ask for it; the server has the last word. */
export function LeagueNameField({
  value,
  onChange,
  refusal,
  hint,
  disabled,
}: LeagueNameFieldProps) {
  return (
    <Field
      name="name"
      label="League name"
      required
      value={value}
      minLength={LEAGUE_NAME_LENGTH.min}
      maxLength={LEAGUE_NAME_LENGTH.max}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      {...(hint ? { hint } : {})}
      {...(refusal ? { error: errorMessage(refusal) } : {})}
      {...(disabled ? { disabled } : {})}
    />
  );
}
