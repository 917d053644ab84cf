import { z } from 'zod';
import { HOUSE_NUMBER_PATTERN } from './address-parts.ts';

/*
 * The parts of an address as the API takes them (the add-address step, the structured form of
 * POST /places/details/for-reviews). Their own module so that places.ts and address-entry.ts both
 * use them without importing each other.
 */

export const ADDRESS_ENTRY_LIMITS = { streetMax: 100, houseNumberMax: 12, blockMax: 40 } as const;

/** Letters, digits, spaces and the punctuation of street names ("9th of April", "Vazha-Pshavela"). */
const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’"«»„“()/№#-]+$/u;
const BLOCK_PATTERN = /^[\p{L}\p{M}\p{N} .,'’"«»„“()/№#-]+$/u;

export const houseNumberSchema = z
  .string()
  .trim()
  .min(1, 'House number is required')
  .max(ADDRESS_ENTRY_LIMITS.houseNumberMax, 'House number is too long')
  .regex(
    HOUSE_NUMBER_PATTERN,
    'House number must be digits, optionally with a letter or a fraction (12a, 7/2)',
  );

export const streetSchema = z
  .string()
  .trim()
  .min(2, 'Street is required')
  .max(
    ADDRESS_ENTRY_LIMITS.streetMax,
    `Street is too long (maximum ${ADDRESS_ENTRY_LIMITS.streetMax} characters)`,
  )
  .regex(STREET_PATTERN, 'Street must be a street name');

export const blockSchema = z
  .string()
  .trim()
  .max(
    ADDRESS_ENTRY_LIMITS.blockMax,
    `Block is too long (maximum ${ADDRESS_ENTRY_LIMITS.blockMax} characters)`,
  )
  .regex(BLOCK_PATTERN, 'Block may contain letters, digits and spaces');
