// One option's input: a number, a switch, a choice, a list of numbers, or raw JSON.
import { useState } from 'react';
import type { Json, Label } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';
import { parseField, type OptionField } from './schema.js';

interface Props {
  readonly field: OptionField;
  readonly value: Json;
  readonly labels: Readonly<Record<string, Label>>;
  onChange(value: Json): void;
}

export function OptionInput({ field, value, labels, onChange }: Props) {
  const { l } = useLang();
  const { node, path } = field;
  const testId = `option-${path}`;
  if (field.kind === 'boolean') {
    return <input type="checkbox" name={path} data-testid={testId} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  }
  if (field.kind === 'enum') {
    const values = node.enum ?? [];
    return (
      <select name={path} data-testid={testId} value={String(value)} onChange={(e) => onChange(values.find((v) => String(v) === e.target.value) ?? null)}>
        {values.map((v) => {
          const label = labels[`${path}=${String(v)}`];
          return (
            <option key={String(v)} value={String(v)}>
              {label ? `${l(label)} (${String(v)})` : String(v)}
            </option>
          );
        })}
      </select>
    );
  }
  return <TextOption field={field} value={value} onChange={onChange} testId={testId} />;
}

/** Numbers and JSON: typed freely, applied when valid, marked while not. */
function TextOption({ field, value, onChange, testId }: { field: OptionField; value: Json; onChange(v: Json): void; testId: string }) {
  const shown = field.kind === 'numberList' && Array.isArray(value) ? value.join(', ') : field.kind === 'json' ? JSON.stringify(value) : String(value);
  const [text, setText] = useState(shown);
  const valid = parseField(field, text) !== undefined;
  const numeric = field.kind === 'integer' || field.kind === 'number';
  return (
    <input
      type={numeric ? 'number' : 'text'}
      name={field.path}
      data-testid={testId}
      className={valid ? '' : 'invalid'}
      min={field.node.minimum}
      max={field.node.maximum !== undefined && field.node.maximum < 1e9 ? field.node.maximum : undefined}
      step={field.kind === 'integer' ? 1 : undefined}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const v = parseField(field, e.target.value);
        if (v !== undefined) onChange(v);
      }}
    />
  );
}
