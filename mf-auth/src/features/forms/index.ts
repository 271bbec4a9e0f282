export { useForm, useErrorsFollowValues, type Form, type FormErrors, type FormValues } from './useForm';
export { useFieldMessage } from './fieldMessage';
export { TextField, FieldMessages, describedBy, type TextFieldProps } from './TextField';
export { ChoiceField, type Choice } from './ChoiceField';
export { useGenderChoices } from './genderChoices';
export { BirthDateField } from './BirthDateField';
export { IdentityFields, type Identity, type IdentityField } from './IdentityFields';
