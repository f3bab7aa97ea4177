import type { User } from '@hub/proto';
import { displayName } from '../../lib/displayName';
import styles from './ProfileCard.module.scss';

export function ProfileCard({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <section className={styles.card} aria-label="Account">
      {user.profileImageUrl ? (
        <img className={styles.avatar} src={user.profileImageUrl} alt="" width={80} height={80} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className={styles.text}>
        <h2 className={styles.name}>{name}</h2>
        {user.email && <p className={styles.email}>{user.email}</p>}
      </div>
    </section>
  );
}
