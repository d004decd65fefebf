import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { PagedQueryOptions } from '../../lib/paged-query';
import { PageHeader } from '../ui/page-header';
import type { RegistryResultsProps } from './registry-results';
import { RegistryResults } from './registry-results';
import { RegistrySearchForm } from './registry-search-form';
import type { RegistryCriteria, RegistryQuery } from './use-registry-search-params';
import { useRegistrySearchParams } from './use-registry-search-params';

/** One input of the search form, named after its key in the URL and the query. */
export type RegistryCriterion<K extends string> = { name: K; label: string; description: string };

/** The form's values: inside the form, criteria are just named texts. */
type CriteriaValues = RegistryCriteria<string>;

type RegistrySearchScreenProps<K extends string, T extends { id: string }> = Omit<RegistryResultsProps<T>, 'hasCriteria' | 'query' | 'onPageChange'> & {
  description: string;
  /** The member's own list of this kind. */
  back: { label: string; href: string };
  /** The inputs, in the order shown. */
  criteria: readonly RegistryCriterion<K>[];
  /** The contract's checks of the criteria, so a malformed code is refused before it is sent. */
  schema: z.ZodType<RegistryCriteria<K>, RegistryCriteria<K>>;
  /** The kind's registry endpoint, asked once there is a criterion. */
  queryOptions: (query: RegistryQuery<K>) => PagedQueryOptions<T>;
  /** Accessible name of the search form. */
  searchLabel: string;
};

/** A search of the society's registry: the criteria, kept in the URL, above what they found. */
export function RegistrySearchScreen<K extends string, T extends { id: string }>({
  description,
  back,
  criteria,
  schema,
  queryOptions,
  searchLabel,
  ...results
}: RegistrySearchScreenProps<K, T>) {
  const registry = useRegistrySearchParams(criteria.map((criterion) => criterion.name));
  const found = useQuery({ ...queryOptions(registry.query), enabled: registry.hasCriteria });
  const resolver = zodResolver(schema) as Resolver<CriteriaValues, unknown, CriteriaValues>;
  const form = useForm<CriteriaValues, unknown, CriteriaValues>({ resolver, values: registry.values });
  const { errors } = form.formState;

  return (
    <>
      <PageHeader
        title="Search the registry"
        description={description}
        actions={
          <Button component={Link} to={back.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {back.label}
          </Button>
        }
      />
      <Stack gap="md">
        <RegistrySearchForm label={searchLabel} onSearch={form.handleSubmit(registry.search)} onClear={registry.hasCriteria ? registry.clear : undefined}>
          {criteria.map(({ name, label, description: hint }) => (
            <TextInput key={name} label={label} description={hint} {...form.register(name)} error={errors[name]?.message} />
          ))}
        </RegistrySearchForm>
        <RegistryResults {...results} hasCriteria={registry.hasCriteria} query={found} onPageChange={registry.setPage} />
      </Stack>
    </>
  );
}
