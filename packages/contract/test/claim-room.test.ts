import { describe, expect, it } from 'vitest';
import { claimFitMessage, claimRoom, rightsOverclaimed, type ClaimableShare } from '../src/claim-room';

const ada = '6f1c1f0e-3b7a-4c1e-9a53-2f0c4b8d9e10';
const grace = '0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b';

const line = (holder: string, performance: number, mechanical: number, controlled = true): ClaimableShare => ({
  rights_holder_id: holder,
  role: 'composer',
  performance_share: performance,
  mechanical_share: mechanical,
  controlled,
});
const nothingWaiting = { performance: 0, mechanical: 0 };

describe('claimRoom', () => {
  it('leaves 100% minus every line, controlled or not, and the claims waiting', () => {
    const shares = [line(ada, 50, 40), line('3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 10, 10, false)];
    expect(claimRoom(shares, { performance: 5.5, mechanical: 0 }, { rights_holder_id: grace, role: 'composer' })).toEqual({ performance: 34.5, mechanical: 50 });
  });

  it('gives the claimant back their own not-controlled line in the claimed role, which their claim replaces', () => {
    const shares = [line(ada, 60, 60), line(grace, 40, 40, false)];
    expect(claimRoom(shares, nothingWaiting, { rights_holder_id: grace, role: 'composer' })).toEqual({ performance: 40, mechanical: 40 });
    // In another role the line is someone else's share as far as this claim goes.
    expect(claimRoom(shares, nothingWaiting, { rights_holder_id: grace, role: 'author' })).toEqual({ performance: 0, mechanical: 0 });
  });

  it('counts the claimant’s controlled line: a held share is changed by a dispute, not a claim', () => {
    expect(claimRoom([line(grace, 40, 40)], nothingWaiting, { rights_holder_id: grace, role: 'composer' })).toEqual({ performance: 60, mechanical: 60 });
  });

  it('never goes below 0', () => {
    expect(claimRoom([line(ada, 100, 100)], { performance: 10, mechanical: 0 }, { rights_holder_id: grace, role: 'composer' })).toEqual(nothingWaiting);
  });
});

describe('whether a claim fits', () => {
  const room = { performance: 40, mechanical: 40 };

  it('fits up to exactly what is left, in basis points', () => {
    expect(rightsOverclaimed(room, { performance_share: 40, mechanical_share: 39.99 })).toEqual([]);
    expect(rightsOverclaimed({ performance: 33.34, mechanical: 0 }, { performance_share: 33.33 + 0.01, mechanical_share: 0 })).toEqual([]);
  });

  it('names each right a claim takes over 100%', () => {
    expect(rightsOverclaimed(room, { performance_share: 40.01, mechanical_share: 40 })).toEqual(['performance']);
    expect(rightsOverclaimed(room, { performance_share: 50, mechanical_share: 50 })).toEqual(['performance', 'mechanical']);
  });

  it('says a fitting claim waits for the registrant', () => {
    expect(claimFitMessage(room, { performance_share: 40, mechanical_share: 0 })).toEqual({
      fits: true,
      message: 'This claim fits into the 40.00% left: it waits for the registrant’s confirmation',
    });
    expect(claimFitMessage({ performance: 40, mechanical: 25 }, { performance_share: 10, mechanical_share: 10 }).message).toBe(
      'This claim fits into what is left (40.00% of the performance share, 25.00% of the mechanical share): it waits for the registrant’s confirmation',
    );
  });

  it('says an overclaim opens a dispute', () => {
    expect(claimFitMessage(room, { performance_share: 41, mechanical_share: 10 })).toEqual({
      fits: false,
      message: 'This claim takes the performance share over 100%: it opens a dispute with the other parties',
    });
    expect(claimFitMessage(room, { performance_share: 41, mechanical_share: 41 }).message).toBe(
      'This claim takes the performance and mechanical shares over 100%: it opens a dispute with the other parties',
    );
  });
});
