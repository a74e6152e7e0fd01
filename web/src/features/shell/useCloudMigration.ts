import { useEffect, useRef } from 'react';
import { useMigrateNextcloudTempUidMutation } from '../../api/services';
import { CloudMigration } from './lib/cloudMigration';

/** A CloudMigration bound to the server's migration call, disposed with the component. */
export function useCloudMigration(): CloudMigration {
  const [migrate] = useMigrateNextcloudTempUidMutation();
  const ref = useRef<CloudMigration | null>(null);
  ref.current ??= new CloudMigration(() => migrate().unwrap());
  useEffect(() => () => ref.current?.dispose(), []);
  return ref.current;
}
