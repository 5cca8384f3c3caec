extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `isAbove` holds, by binary search: it must hold
    /// for every element after one for which it does, as "starts past X?" does in a sorted list.
    /// `endIndex` when it holds for none.
    func partitionIndex(where isAbove: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
