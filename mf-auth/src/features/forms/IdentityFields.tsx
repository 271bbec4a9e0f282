import { useTranslation } from 'react-i18next';
import type { FormSchema } from 'shared-kernel/isomorphic';
import { BirthDateField } from './BirthDateField';
import { ChoiceField } from './ChoiceField';
import { useGenderChoices } from './genderChoices';
import { TextField } from './TextField';
import type { Form, FormValues } from './useForm';

/** Who a person is: what sign-up and the move from the older platform both ask. */
export type IdentityField = 'userNm' | 'userBrthdyDe' | 'userGenderCode';
export type Identity = Record<IdentityField, string>;

/**
 * The name, birth date and gender of a person, each with its error, checked on leaving a field by `schema` over
 * `values` (the whole form's). `hintOf` says something more under a field (one the older platform lacked).
 */
export function IdentityFields<Field extends string>({
  form,
  schema,
  values,
  identity,
  onChange,
  hintOf = () => undefined,
}: {
  form: Form<Field | IdentityField>;
  schema: FormSchema;
  values: FormValues;
  identity: Identity;
  onChange: (field: IdentityField, value: string) => void;
  hintOf?: (field: IdentityField) => string | undefined;
}) {
  const { t } = useTranslation('auth');
  const genderChoices = useGenderChoices();
  return (
    <>
      <TextField
        id={form.idOf('userNm')}
        label={t('common:fields.userNm')}
        autoComplete="name"
        value={identity.userNm}
        onChange={(event) => onChange('userNm', event.target.value)}
        onBlur={() => void form.checkField('userNm', schema, values)}
        error={form.errors.userNm}
        hint={hintOf('userNm')}
      />
      <BirthDateField
        id={form.idOf('userBrthdyDe')}
        value={identity.userBrthdyDe}
        onChange={(value) => onChange('userBrthdyDe', value)}
        onBlur={() => void form.checkField('userBrthdyDe', schema, values)}
        error={form.errors.userBrthdyDe}
        hint={hintOf('userBrthdyDe')}
      />
      <ChoiceField
        id={form.idOf('userGenderCode')}
        legend={t('common:fields.userGenderCode')}
        name="userGenderCode"
        choices={genderChoices}
        value={identity.userGenderCode}
        onChange={(value) => onChange('userGenderCode', value)}
        error={form.errors.userGenderCode}
        hint={hintOf('userGenderCode')}
      />
    </>
  );
}
