// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title StaticCallProbe: TEST HELPER that static-calls a contract as a Lens probing an optional getter does,
/// forwarding exactly `gasLimit`, and reports whether it answered and the gas the attempt consumed.
contract StaticCallProbe {
    function probe(
        address target,
        bytes calldata data,
        uint256 gasLimit
    ) external view returns (bool ok, uint256 gasUsed, bytes memory result) {
        uint256 before = gasleft();
        (ok, result) = target.staticcall{gas: gasLimit}(data);
        gasUsed = before - gasleft();
    }
}
