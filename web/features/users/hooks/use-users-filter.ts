import { useEffect, useState } from 'react';
import type { Role } from '../../../../domain/permissions';
import type { UsersFilter } from '../api/keys';

/** The list's filter: the search box settles 300 ms after typing; a new search or role goes back to page 1. */
export function useUsersFilter() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRoleState] = useState<Role | ''>('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const id = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [searchText]);

  const setRole = (r: Role | '') => {
    setRoleState(r);
    setPage(1);
  };
  const filter: UsersFilter = { search, role, page };
  return { filter, searchText, setSearchText, role, setRole, page, setPage };
}
