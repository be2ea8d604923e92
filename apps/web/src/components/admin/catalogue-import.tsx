'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CatalogueImport } from '@tendero/contract';
import {
  CATALOGUE_EXPORT_URL,
  catalogueImport,
  importProblems,
  importRows,
  startImport,
} from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { AdminAlert, AdminField, TableBox, useAdminText } from './admin-text';
import { CatalogueTabs } from './catalogue-tabs';

/** How often a running import's progress is asked for. */
const POLL_MS = 700;

const finished = (run: CatalogueImport | undefined) => run?.status === 'done' || run?.status === 'failed';

/** An import's progress: a bar while it checks or writes, the rows done of those in the file. */
function ImportProgress({ run }: { run: CatalogueImport }) {
  const t = useTranslations('admin.csv');
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const label = run.phase === 'writing' ? t('writing') : t('checking');
  return (
    <div className="admin-import-progress" aria-live="polite">
      <p>
        {run.rowsTotal === null
          ? t('progressOpen', { phase: label, done: number(run.rowsDone) })
          : t('progress', { phase: label, done: number(run.rowsDone), total: number(run.rowsTotal) })}
      </p>
      <progress
        max={run.rowsTotal ?? undefined}
        value={run.rowsTotal === null ? undefined : run.rowsDone}
        aria-label={label}
      />
    </div>
  );
}

/** The rows an import found wrong, each with its row and column, in the operator's words. */
function ImportProblems({ run }: { run: CatalogueImport }) {
  const t = useTranslations('admin.csv');
  const { apiText, failure } = useAdminText();
  const problems = useQuery({
    queryKey: adminKeys.importProblems(run.id),
    queryFn: () => importProblems(run.id),
  });
  if (problems.error) return <AdminAlert>{failure(problems.error)}</AdminAlert>;
  const items = problems.data?.items ?? [];
  return (
    <TableBox label={t('problemsCaption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('problemsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('row')}
            </th>
            <th scope="col">{t('column')}</th>
            <th scope="col">{t('problem')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
              <td className="number">{problem.row}</td>
              <td className="code">
                {problem.column ?? '—'}
                {/* Which of a cell's pictures the problem is about. */}
                {typeof problem.params.entry === 'string' ? <div>{problem.params.entry}</div> : null}
              </td>
              <td>{apiText(problem.message, problem.params)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** The rows that change (or would): created, updated with the columns that change, deactivated. */
function ImportRows({ run }: { run: CatalogueImport }) {
  const t = useTranslations('admin.csv');
  const { failure } = useAdminText();
  const rows = useQuery({ queryKey: adminKeys.importRows(run.id), queryFn: () => importRows(run.id) });
  if (rows.error) return <AdminAlert>{failure(rows.error)}</AdminAlert>;
  const items = rows.data?.items ?? [];
  if (rows.isSuccess && items.length === 0) return <p className="notice">{t('nothingChanges')}</p>;
  return (
    <TableBox label={t('rowsCaption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('rowsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('row')}
            </th>
            <th scope="col">{t('sku')}</th>
            <th scope="col">{t('change')}</th>
            <th scope="col">{t('fields')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.row}>
              <td className="number">{row.row}</td>
              <td className="code">{row.sku}</td>
              <td>{t(`changes.${row.change}`)}</td>
              <td className="code">{row.fields.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** The outcome of a finished import: its counts, then its problems or its rows. */
function ImportResult({ run }: { run: CatalogueImport }) {
  const t = useTranslations('admin.csv');
  const counts = {
    created: run.created,
    updated: run.updated,
    deactivated: run.deactivated,
    unchanged: run.unchanged,
  };
  if (run.status === 'failed') return <AdminAlert>{t('failed')}</AdminAlert>;
  if (run.problems > 0) {
    return (
      <>
        <div role="alert" className="form-alert">
          <p>{t('problems', { count: run.problems })}</p>
          {run.problems > 1000 && <p>{t('problemsKept')}</p>}
        </div>
        <ImportProblems run={run} />
      </>
    );
  }
  return (
    <>
      <p className="notice" role="status">
        {run.applied ? t('applied', counts) : t('wouldApply', counts)}
      </p>
      <ImportRows run={run} />
    </>
  );
}

/**
 * The catalogue as CSV: the export to download, and the import of the same format, checked first (a
 * dry run showing per row what would change and every problem) and then written all or none.
 */
export function AdminCatalogueCsv() {
  const t = useTranslations('admin.csv');
  const { failure } = useAdminText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const start = useMutation({
    mutationFn: ({ csv, dryRun }: { csv: File; dryRun: boolean }) => startImport(csv, dryRun),
    onSuccess: (started) => setImportId(started.id),
  });
  const run = useQuery({
    queryKey: adminKeys.catalogueImport(importId ?? ''),
    queryFn: () => catalogueImport(importId ?? ''),
    enabled: importId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });
  const current = run.data;
  const busy = start.isPending || (importId !== null && !finished(current));
  const send = (dryRun: boolean) => {
    if (!file) return;
    setImportId(null);
    start.mutate(
      { csv: file, dryRun },
      {
        onSuccess: () => {
          if (!dryRun) void queryClient.invalidateQueries({ queryKey: adminKeys.allProducts });
        },
      },
    );
  };
  const checkedClean = current?.dryRun === true && current.status === 'done' && current.problems === 0;
  return (
    <section aria-labelledby="admin-csv-title">
      <CatalogueTabs />
      <h1 id="admin-csv-title">{t('title')}</h1>
      <div className="admin-editor">
        <section className="admin-panel form" aria-labelledby="admin-export-title">
          <h2 id="admin-export-title">{t('exportTitle')}</h2>
          <p className="lead">{t('exportLead')}</p>
          <p>
            <a className="button secondary" href={CATALOGUE_EXPORT_URL} download>
              {t('export')}
            </a>
          </p>
        </section>
        <section className="admin-panel form" aria-labelledby="admin-import-title">
          <h2 id="admin-import-title">{t('importTitle')}</h2>
          <p className="lead">{t('importLead')}</p>
          <AdminField label={t('file')} hint={t('fileHint')}>
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setImportId(null);
                  start.reset();
                }}
              />
            )}
          </AdminField>
          <div className="admin-editor-picture-actions">
            <button type="button" className="button" disabled={!file || busy} onClick={() => send(true)}>
              {t('check')}
            </button>
            {checkedClean && (
              <button type="button" className="button" disabled={busy} onClick={() => send(false)}>
                {t('apply')}
              </button>
            )}
          </div>
          {start.error && <AdminAlert>{failure(start.error)}</AdminAlert>}
          {run.error && <AdminAlert>{failure(run.error)}</AdminAlert>}
          {current && !finished(current) && <ImportProgress run={current} />}
          {current && finished(current) && <ImportResult run={current} />}
        </section>
      </div>
    </section>
  );
}
