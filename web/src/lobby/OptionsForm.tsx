// A game's options, rendered from its JSON Schema with the game's defaults; the main ones first,
// the rest folded. Changed options are marked and are the only ones sent.
import { useState } from 'react';
import type { Json, Label } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';
import { OptionInput } from './OptionInput.js';
import { optionFields, sameJson, type OptionField } from './schema.js';

interface Props {
  readonly schema: Json;
  readonly changes: { readonly [path: string]: Json };
  readonly labels: Readonly<Record<string, Label>>;
  readonly main: readonly string[] | undefined;
  onChange(changes: { readonly [path: string]: Json }): void;
}

export function OptionsForm({ schema, changes, labels, main, onChange }: Props) {
  const { t } = useLang();
  const [resets, setResets] = useState(0);
  const fields = optionFields(schema);
  const first = main ? fields.filter((f) => main.includes(f.path)) : fields;
  const rest = main ? fields.filter((f) => !main.includes(f.path)) : [];
  const set = (f: OptionField, v: Json) => {
    const next = { ...changes };
    if (sameJson(v, f.fallback)) delete next[f.path];
    else next[f.path] = v;
    onChange(next);
  };
  const rows = (fs: readonly OptionField[]) => fs.map((f) => <OptionRow key={`${f.path}:${resets}`} field={f} changes={changes} labels={labels} set={set} />);
  return (
    <div className="options-form">
      {rows(first)}
      {rest.length > 0 && (
        <details>
          <summary>{t('allOptions')}</summary>
          {rows(rest)}
        </details>
      )}
      {Object.keys(changes).length > 0 && (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            onChange({});
            setResets((r) => r + 1);
          }}
        >
          {t('resetOptions')}
        </button>
      )}
    </div>
  );
}

interface RowProps {
  readonly field: OptionField;
  readonly changes: { readonly [path: string]: Json };
  readonly labels: Readonly<Record<string, Label>>;
  set(f: OptionField, v: Json): void;
}

function OptionRow({ field, changes, labels, set }: RowProps) {
  const { t, l } = useLang();
  const label = labels[field.path];
  const name = label ? l(label) : field.path.split('.').pop();
  if (field.kind === 'group') {
    return (
      <fieldset className="option-group">
        <legend>{name}</legend>
        {field.children.map((c) => (
          <OptionRow key={c.path} field={c} changes={changes} labels={labels} set={set} />
        ))}
      </fieldset>
    );
  }
  const changed = field.path in changes;
  const value = changed ? changes[field.path] : field.fallback;
  return (
    <label className={`option-row${changed ? ' changed' : ''}`} title={field.node.description ?? field.path}>
      <span className="option-name">
        {name}
        {changed && <span className="changed-mark"> · {t('changed')}</span>}
      </span>
      <OptionInput field={field} value={value} labels={labels} onChange={(v) => set(field, v)} />
    </label>
  );
}
